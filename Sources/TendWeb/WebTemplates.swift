import Mustache

/// The pages' Mustache templates. `{{name}}` is escaped by the engine (`&`, `<`, `>`, `"`, `'`), so
/// entries show as written, whatever they hold; nothing here uses the unescaped `{{{…}}}` form, and no
/// page carries a script.
enum WebTemplates {
    /// The library of every template, parsed once.
    static let library: MustacheLibrary = {
        var library = MustacheLibrary()
        for (name, text) in sources.merging(pageSources, uniquingKeysWith: { a, _ in a }) {
            // The templates are constants checked by the tests: a parse error is a programming error.
            try! library.register(text, named: name)
        }
        return library
    }()

    /// Renders `object` with the template `name`.
    static func render(_ object: Any, _ name: String) -> String {
        library.render(object, withTemplate: name) ?? ""
    }

    /// Template text by name.
    static let sources: [String: String] = [
        "head": """
            <!doctype html>
            <html lang="{{chrome.lang}}">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>{{chrome.title}}</title>
            <link rel="stylesheet" href="/static/tend.css">
            <link rel="icon" href="data:,">
            </head>
            <body>
            <header>
            <nav aria-label="{{chrome.navLabel}}"><ul>
            {{#chrome.links}}<li><a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{name}}</a></li>
            {{/chrome.links}}</ul></nav>
            </header>
            <main>
            {{#chrome.error}}<section class="error" role="alert"><h2>{{chrome.errorTitle}}</h2><p>{{chrome.error}}</p></section>
            {{/chrome.error}}
            """,
        "foot": """
            </main>
            </body>
            </html>

            """,
        "block": """
            <section class="block {{state}}" aria-labelledby="block-{{id}}">
            <h2 id="block-{{id}}"><a href="{{href}}">{{title}}</a> <span class="status">{{statusText}}</span></h2>
            {{#progress}}<p><progress value="{{done}}" max="{{total}}">{{done}}/{{total}}</progress></p>
            {{/progress}}{{#highlight}}<p class="highlight">{{highlight}}</p>
            {{/highlight}}<ul class="lines">
            {{#lines}}<li>{{.}}</li>
            {{/lines}}</ul>
            {{#mood}}<form method="post" action="/mood" class="mood">
            <input type="hidden" name="csrf" value="{{chrome.csrf}}">
            <fieldset><legend>{{legend}}</legend>
            {{#levels}}<button type="submit" name="level" value="{{value}}" class="level-{{number}}">{{label}}</button>
            {{/levels}}</fieldset>
            </form>
            {{/mood}}{{#habits}}<form method="post" action="/habit" class="habits">
            <input type="hidden" name="csrf" value="{{chrome.csrf}}">
            <fieldset><legend>{{legend}}</legend>
            {{#steps}}<button type="submit" name="habit" value="{{subject}}" aria-pressed="{{pressed}}" class="step {{state}}">{{name}}</button>
            {{/steps}}</fieldset>
            </form>
            {{/habits}}{{#line}}<form method="post" action="{{action}}" class="line">
            <input type="hidden" name="csrf" value="{{chrome.csrf}}">
            <label for="{{field}}">{{label}}</label>
            <input type="text" id="{{field}}" name="text" required>
            <button type="submit">{{button}}</button>
            </form>
            {{/line}}</section>

            """,
        "today": """
            {{> head}}
            <h1>{{greeting}}</h1>
            <p class="date">{{date}}</p>
            {{#blocks}}{{> block}}{{/blocks}}
            {{> foot}}
            """,
        "tracker": """
            {{> head}}
            {{#block}}{{> block}}{{/block}}
            {{#charts}}<figure class="chart"><img src="{{src}}" alt="{{alt}}"><figcaption>{{caption}}</figcaption></figure>
            {{/charts}}{{#rituals}}<section aria-labelledby="rituals"><h2 id="rituals">{{title}}</h2>
            {{#noRitual}}<p>{{.}}</p>{{/noRitual}}
            {{#rituals}}<article class="ritual"><h3>{{title}}</h3>
            <p>{{#arcDay}}{{.}} · {{/arcDay}}<progress value="{{done}}" max="{{total}}">{{done}}/{{total}}</progress> {{count}}</p>
            <form method="post" action="/ritual" class="habits">
            <input type="hidden" name="csrf" value="{{chrome.csrf}}">
            <fieldset><legend>{{legend}}</legend>
            {{#habits}}<button type="submit" name="habit" value="{{title}}" aria-pressed="{{done}}" class="step">{{title}}</button>
            {{/habits}}</fieldset>
            </form>
            </article>
            {{/rituals}}</section>
            {{/rituals}}{{#journal}}<form method="get" action="{{action}}" class="line" role="search">
            <label for="search-q">{{label}}</label>
            <input type="search" id="search-q" name="q" value="{{query}}" required>
            <button type="submit">{{button}}</button>
            </form>
            {{#search}}<section aria-labelledby="results"><h2 id="results">{{title}}</h2>
            {{#noLine}}<p>{{.}}</p>{{/noLine}}
            {{#hasLines}}<ul class="entries">
            {{#lines}}<li><time datetime="{{date}}">{{date}}</time> {{text}}</li>
            {{/lines}}</ul>{{/hasLines}}
            </section>
            {{/search}}{{/journal}}{{#sections}}{{#mood}}{{> mood-page}}{{/mood}}{{#journalCalendar}}{{> journal-calendar}}{{/journalCalendar}}{{/sections}}<section aria-labelledby="recent"><h2 id="recent">{{recentTitle}}</h2>
            {{^entries}}<p>{{empty}}</p>{{/entries}}
            {{#hasEntries}}<ul class="entries">
            {{#entries}}<li><time datetime="{{day}}">{{day}}</time> {{value}}{{#note}} — {{note}}{{/note}}</li>
            {{/entries}}</ul>{{/hasEntries}}
            </section>
            {{> foot}}
            """,
        "refusal": """
            <!doctype html>
            <html lang="en">
            <head><meta charset="utf-8"><title>{{status}}</title><link rel="stylesheet" href="/static/tend.css"></head>
            <body><main><h1>{{status}}</h1><p>{{message}}</p></main></body>
            </html>

            """,
    ]
}
