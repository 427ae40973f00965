/// The templates of the pagers, calendars and bars of the trackers' sections, the journals' week and
/// month, and the compare page
/// (registered with the others in ``WebTemplates/library``; escaped the same way).
extension WebTemplates {
    /// Template text by name.
    static let pageSources: [String: String] = [
        "pager": """
            <nav class="pager" aria-label="{{label}}">{{#previous}}<a href="{{href}}" rel="prev">{{name}}</a>{{/previous}}
            {{#next}}<a href="{{href}}" rel="next">{{name}}</a>{{/next}}</nav>

            """,
        "calendar": """
            <div class="calendar-box"><table class="calendar">
            <caption>{{caption}}</caption>
            <thead><tr>{{#weekdays}}<th scope="col"><abbr title="{{name}}">{{short}}</abbr></th>{{/weekdays}}</tr></thead>
            <tbody>
            {{#weeks}}<tr>{{#cells}}<td class="{{cellClass}}">{{#inMonth}}<time datetime="{{cellDate}}">{{cellNumber}}</time>{{#cellValue}}<span class="value">{{.}}</span>{{/cellValue}}{{#cellNote}}<span class="note" dir="auto">{{.}}</span>{{/cellNote}}{{/inMonth}}</td>{{/cells}}</tr>
            {{/weeks}}</tbody>
            </table></div>

            """,
        "bars": """
            <svg class="bars" role="img" aria-label="{{alt}}" viewBox="0 0 320 {{height}}" preserveAspectRatio="xMinYMin meet">
            {{#bars}}<text x="0" y="{{textY}}">{{label}}</text><rect x="100" y="{{y}}" width="{{width}}" height="14" rx="2" class="{{barClass}}"></rect><text x="{{valueX}}" y="{{textY}}">{{value}}</text>
            {{/bars}}</svg>

            """,
        "journal-calendar": """
            <section aria-labelledby="week"><h2 id="week">{{weekTitle}}</h2>
            {{#weekPager}}{{> pager}}{{/weekPager}}<ol class="week">
            {{#weekDays}}<li class="weekday{{#isToday}} today{{/isToday}}"><h3><time datetime="{{date}}">{{dayName}}</time></h3>
            {{#hasLines}}<ul class="entries">
            {{#lines}}<li dir="auto">{{.}}</li>
            {{/lines}}</ul>{{/hasLines}}{{^hasLines}}<p class="empty">{{emptyText}}</p>{{/hasLines}}</li>
            {{/weekDays}}</ol>
            </section>
            <section aria-labelledby="month"><h2 id="month">{{monthTitle}}</h2>
            {{#monthPager}}{{> pager}}{{/monthPager}}<p>{{monthSummary}}</p>
            {{#calendar}}{{> calendar}}{{/calendar}}
            {{#writtenDays}}<h3>{{date}}</h3>
            <ul class="entries">
            {{#lines}}<li dir="auto">{{.}}</li>
            {{/lines}}</ul>
            {{/writtenDays}}</section>

            """,
        "compare": """
            {{> head}}
            {{#body}}<h1>{{title}}</h1>
            <form method="get" action="/compare" class="compare-form" aria-label="{{formLabel}}">
            <fieldset>
            <label for="compare-since">{{periodLabel}}</label>
            <select id="compare-since" name="since">{{#periods}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/periods}}</select>
            <label for="compare-from">{{fromLabel}}</label>
            <input type="date" id="compare-from" name="from" value="{{from}}">
            <label for="compare-to">{{toLabel}}</label>
            <input type="date" id="compare-to" name="to" value="{{to}}">
            </fieldset>
            <fieldset class="choices"><legend>{{targetsLabel}}</legend>
            {{#choices}}<span class="choice"><input type="checkbox" id="{{id}}" name="target" value="{{value}}"{{#selected}} checked{{/selected}}><label for="{{id}}">{{label}}</label></span>
            {{/choices}}</fieldset>
            <fieldset>
            <label for="compare-models">{{modelsLabel}}</label>
            <select id="compare-models" name="models">{{#targets}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/targets}}</select>
            <button type="submit">{{show}}</button>
            </fieldset>
            </form>
            {{#empty}}<p>{{.}}</p>{{/empty}}
            {{#table}}<section aria-labelledby="compare-table"><h2 id="compare-table">{{caption}}</h2>
            <div class="scroll" role="region" aria-labelledby="compare-table" tabindex="0"><table class="compare">
            <thead><tr><th scope="col">{{figureHead}}</th>{{#names}}<th scope="col">{{.}}</th>{{/names}}</tr></thead>
            <tbody>
            {{#rows}}<tr><th scope="row">{{label}}</th>{{#cells}}<td>{{.}}</td>{{/cells}}</tr>
            {{/rows}}</tbody>
            </table></div>
            {{#chart}}<figure class="chart"><img src="{{src}}" alt="{{alt}}"><figcaption>{{caption}}</figcaption></figure>{{/chart}}
            </section>
            {{/table}}{{#models}}<section aria-labelledby="models"><h2 id="models">{{title}}</h2>
            {{#chart}}<figure class="chart"><img src="{{src}}" alt="{{alt}}"><figcaption>{{caption}}</figcaption></figure>{{/chart}}
            <h3>{{lastTitle}}</h3>
            <dl class="figures">{{#last}}<dt>{{label}}</dt><dd>{{value}}</dd>{{/last}}</dl>
            </section>
            {{/models}}{{/body}}
            {{> foot}}
            """,
    ]
}
