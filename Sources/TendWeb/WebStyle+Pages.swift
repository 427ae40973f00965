extension WebStyle {
    /// The rules of the calendars, bars, pagers and tables of the mood, journal and compare pages.
    static let pagesCSS = """
        .pager { display: flex; justify-content: space-between; flex-wrap: wrap; gap: .5rem; margin: .5rem 0; }
        .pager a { color: var(--accent); }
        .calendar-box, .scroll { overflow-x: auto; }
        table { border-collapse: collapse; }
        .calendar { width: 100%; table-layout: fixed; background: var(--card); }
        .calendar caption, .figures caption { text-align: start; color: var(--muted); font-size: .9rem; padding: .25rem 0; }
        .calendar th { font-weight: 400; color: var(--muted); font-size: .85rem; }
        .calendar abbr { text-decoration: none; }
        .calendar td { border: 1px solid var(--line); vertical-align: top; padding: .2rem; height: 3.2rem; overflow-wrap: anywhere;
          font-size: .8rem; }
        .calendar td.outside { border: 0; background: var(--bg); }
        .calendar td time { display: block; font-weight: 600; }
        .calendar .value { display: block; }
        .calendar .note { display: block; color: var(--fg); font-style: italic; }
        .calendar td.level-1 { box-shadow: inset 0 -4px var(--m1); } .calendar td.level-2 { box-shadow: inset 0 -4px var(--m2); }
        .calendar td.level-3 { box-shadow: inset 0 -4px var(--m3); } .calendar td.level-4 { box-shadow: inset 0 -4px var(--m4); }
        .calendar td.level-5 { box-shadow: inset 0 -4px var(--m5); }
        .calendar td.lines-1 { box-shadow: inset 0 -4px var(--m4); } .calendar td.lines-2, .calendar td.lines-3 { box-shadow: inset 0 -6px var(--m4); }
        .calendar td.lines-4, .calendar td.lines-5 { box-shadow: inset 0 -8px var(--m5); }
        svg.bars { width: 100%; max-width: 30rem; height: auto; display: block; margin: .5rem 0; }
        svg.bars text { fill: var(--fg); font-size: 12px; }
        svg.bars rect { fill: var(--accent); }
        svg.bars rect.level-1 { fill: var(--m1); } svg.bars rect.level-2 { fill: var(--m2); } svg.bars rect.level-3 { fill: var(--m3); }
        svg.bars rect.level-4 { fill: var(--m4); } svg.bars rect.level-5 { fill: var(--m5); }
        .figures { margin: .5rem 0 1rem; }
        .figures th, .figures td, .compare th, .compare td { text-align: start; padding: .2rem .6rem .2rem 0; border-bottom: 1px solid var(--line); }
        .figures td, .compare td { font-variant-numeric: tabular-nums; }
        .compare { background: var(--card); }
        .compare th[scope=col], .compare td { white-space: nowrap; }
        .compare tr > :first-child { position: sticky; left: 0; background: var(--card); }
        dl.figures { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
        dl.figures dd { margin: 0; }
        ol.week { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: .5rem; }
        ol.week > li { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: .5rem .75rem; }
        ol.week > li.today { border-color: var(--accent); }
        ol.week h3 { font-size: 1rem; margin: 0; }
        ol.week .entries { border: 0; padding: 0; margin: .25rem 0 0; }
        .empty { color: var(--muted); margin: .25rem 0 0; }
        input[type=date] { font: inherit; min-height: 2.75rem; border-radius: .4rem; border: 1px solid var(--line); background: var(--bg);
          color: var(--fg); padding: 0 .4rem; }
        select { font: inherit; min-height: 2.75rem; border-radius: .4rem; border: 1px solid var(--line); background: var(--bg); color: var(--fg); }
        .compare-form fieldset { align-items: center; }
        .choices .choice { display: inline-flex; align-items: center; gap: .25rem; min-height: 2.75rem; margin-right: .75rem; }
        .choices input { width: 1.25rem; height: 1.25rem; }
        .items { padding-left: 1.1rem; }

        """
}
