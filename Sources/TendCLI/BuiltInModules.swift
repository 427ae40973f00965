import FiveLinesTracker
import GratitudeTracker
import HabitStacksTracker
import MoodTracker
import RitualArcsTracker
import TendConsole

/// The tracker modules built into `tend`, in today-view order.
enum BuiltInModules {
    static var all: [TrackerPlugin] {
        [
            GratitudeModule.plugin,
            FiveLinesModule.plugin,
            MoodModule.plugin,
            HabitStacksModule.plugin,
            RitualArcsModule.plugin,
        ]
    }
}
