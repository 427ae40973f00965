/// The pages' one style sheet, served from `/static/tend.css`: system fonts only (no web font, no CDN),
/// light and dark after the system (`prefers-color-scheme`), one column that fits a phone.
enum WebStyle {
    /// The path it is served at.
    static let path = "/static/tend.css"

    /// The sheet.
    static let css = """
        :root { color-scheme: light dark; --bg: #fbfaf7; --fg: #1f2421; --muted: #5c6660; --card: #ffffff;
          --line: #d9ddd6; --accent: #2f6f4f; --warn: #9a5b00; --bad: #a4262c;
          --m1: #b2392f; --m2: #d9822b; --m3: #c9b33a; --m4: #6aa84f; --m5: #2f7f5f; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #161a18; --fg: #e6e9e4; --muted: #a2aba5; --card: #1f2421; --line: #39413c;
            --accent: #7cc49c; --warn: #e0a650; --bad: #ef8a8f; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
        header nav ul { list-style: none; display: flex; flex-wrap: wrap; gap: .25rem 1rem; margin: 0; padding: .75rem 1rem;
          border-bottom: 1px solid var(--line); }
        header a { color: var(--accent); text-decoration: none; }
        header a[aria-current="page"] { font-weight: 700; text-decoration: underline; }
        main { max-width: 44rem; margin: 0 auto; padding: 1rem; }
        h1 { font-size: 1.5rem; margin: .5rem 0 0; }
        .date { color: var(--muted); margin-top: 0; }
        .block, .entries, figure { background: var(--card); border: 1px solid var(--line); border-radius: .5rem;
          padding: .75rem 1rem; margin: 1rem 0; }
        .block h2 { font-size: 1.1rem; margin: 0; }
        .block h2 a { color: inherit; }
        .status { font-size: .85rem; font-weight: 400; color: var(--muted); }
        .block.done .status { color: var(--accent); }
        .block.due .status { color: var(--warn); }
        .highlight { color: var(--accent); font-weight: 600; margin: .25rem 0; }
        .lines { margin: .25rem 0; padding-left: 1.1rem; overflow-wrap: anywhere; }
        fieldset { border: 0; padding: 0; margin: .5rem 0 0; display: flex; flex-wrap: wrap; gap: .5rem; }
        legend { padding: 0; margin-bottom: .25rem; color: var(--muted); }
        button, input[type=text], input[type=search] { font: inherit; min-height: 2.75rem; border-radius: .4rem; }
        button { border: 1px solid var(--line); background: var(--bg); color: var(--fg); padding: .25rem .9rem; cursor: pointer; }
        button:focus-visible, input:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        .levels button { flex: 1 1 4.5rem; }
        .level-1 { border-bottom: 4px solid var(--m1); } .level-2 { border-bottom: 4px solid var(--m2); }
        .level-3 { border-bottom: 4px solid var(--m3); } .level-4 { border-bottom: 4px solid var(--m4); }
        .level-5 { border-bottom: 4px solid var(--m5); }
        .step[aria-pressed="true"] { background: var(--accent); color: var(--bg); }
        form.line { display: flex; flex-wrap: wrap; gap: .5rem; margin-top: .5rem; align-items: center; }
        form.line label { flex: 1 0 100%; color: var(--muted); }
        form.line input { flex: 1 1 12rem; padding: .25rem .5rem; border: 1px solid var(--line); background: var(--bg); color: var(--fg); }
        .error { border: 2px solid var(--bad); border-radius: .5rem; padding: .5rem 1rem; }
        .error h2 { color: var(--bad); font-size: 1rem; margin: 0; }
        .entries { list-style: none; }
        .entries li { padding: .25rem 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        .entries li:last-child { border-bottom: 0; }
        time { color: var(--muted); font-variant-numeric: tabular-nums; }
        figure img { width: 100%; height: auto; background: #fff; border-radius: .25rem; }
        figcaption { color: var(--muted); font-size: .9rem; }
        .group { background: var(--card); border: 1px solid var(--line); border-radius: .5rem; padding: .75rem 1rem; margin: 1rem 0;
          overflow-wrap: anywhere; }
        .group h3 { margin: 0 0 .25rem; font-size: 1.05rem; }
        .group p { margin: .25rem 0; }
        .group figure { border: 0; padding: 0; margin: .75rem 0; }
        .chain { margin: .25rem 0; padding-left: 1.5rem; }
        .chain .done { color: var(--accent); }
        .table { overflow-x: auto; margin: .75rem 0; }
        .table:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; font-size: .875rem; }
        caption { text-align: left; color: var(--muted); font-size: .9rem; padding-bottom: .25rem; }
        th, td { text-align: left; padding: .2rem .6rem .2rem 0; border-bottom: 1px solid var(--line); overflow-wrap: normal; white-space: nowrap; }

        """
}
