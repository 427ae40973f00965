import TendConsole

/// The water tracker's strings (English base).
enum WaterStrings {
    static let table = StringTable(id: "WaterTracker", english: [
        "water.name": "Water",
        "water.summary": "Water you drink, in millilitres, against a daily goal.",
        "water.abstract": "Track the water you drink against a daily goal.",
        "water.show.abstract": "Show a day: each drink, the total and the goal.",
        "water.drink.abstract": "Record a drink: 250, 250ml, 0.5l, glass (250 ml) or bottle (500 ml).",
        "water.drink.amount.help": "How much: millilitres, litres with l, glass or bottle.",
        "water.drink.saved": "Water · {day}: +{ml} ml, {total} of {goal} ml.",
        "water.goal.abstract": "Show or set the daily goal in millilitres (500 to 10000).",
        "water.goal.ml.help": "The new goal in millilitres.",
        "water.goal.is": "The daily goal is {goal} ml.",
        "water.goal.set": "The daily goal is now {goal} ml (was {old} ml).",
        "water.day.title": "Water · {day}",
        "water.day.empty": "No drinks yet. Record one with: tend water drink 250",
        "water.day.total": "Total: {total} of {goal} ml",
        "water.week": "Last 7 days (ml)",
        "water.today": "Water · {total} of {goal} ml today",
        "water.error.amount": "'{input}' is not a drink; use 1 to 5000 ml like 250, 250ml or 0.5l, or glass or bottle.",
        "water.error.goal": "'{input}' is not a goal; use a whole number of millilitres from 500 to 10000.",
        "history.action.water.drink": "Recorded a drink of water",
        "history.action.water.goal": "Set the water goal",
    ])
}
