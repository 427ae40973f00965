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
            {{#controls}}{{#levels}}<form method="post" action="{{action}}" class="levels">
            <input type="hidden" name="csrf" value="{{chrome.csrf}}">
            <fieldset><legend>{{legend}}</legend>
            {{#buttons}}<button type="submit" name="{{field}}" value="{{value}}" class="level-{{number}}">{{label}}</button>
            {{/buttons}}</fieldset>
            </form>
            {{/levels}}{{#steps}}<form method="post" action="{{action}}" class="steps">
            <input type="hidden" name="csrf" value="{{chrome.csrf}}">
            <fieldset><legend>{{legend}}</legend>
            {{#buttons}}<button type="submit" name="{{field}}" value="{{subject}}" aria-pressed="{{pressed}}" class="step {{state}}">{{name}}</button>
            {{/buttons}}</fieldset>
            </form>
            {{/steps}}{{#line}}<form method="post" action="{{action}}" class="line">
            <input type="hidden" name="csrf" value="{{chrome.csrf}}">
            <label for="{{input}}">{{label}}</label>
            <input type="text" id="{{input}}" name="{{field}}" required>
            <button type="submit">{{button}}</button>
            </form>
            {{/line}}{{/controls}}</section>

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
            {{#sections}}{{#groups}}<section aria-labelledby="{{id}}" class="groups"><h2 id="{{id}}">{{title}}</h2>
            {{#noGroup}}<p>{{.}}</p>{{/noGroup}}
            {{#groups}}<article class="group">{{#heading}}<h3>{{.}}</h3>{{/heading}}
            {{#pager}}{{> pager}}{{/pager}}{{#choice}}<form method="get" action="{{action}}" class="line">
            {{#keep}}<input type="hidden" name="{{name}}" value="{{value}}">{{/keep}}
            <label for="{{id}}">{{label}}</label>
            <select id="{{id}}" name="{{field}}">{{#options}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{label}}</option>{{/options}}</select>
            <button type="submit">{{button}}</button>
            </form>
            {{/choice}}{{#sentences}}<p>{{.}}</p>
            {{/sentences}}{{#hasItems}}<ul class="items">{{#items}}<li>{{.}}</li>{{/items}}</ul>
            {{/hasItems}}{{#progress}}<p><progress value="{{done}}" max="{{total}}">{{done}}/{{total}}</progress> {{words}}</p>
            {{/progress}}{{#hasChain}}<ol class="chain">
            {{#chain}}<li class="{{state}}">{{name}} <span class="status">{{stateWords}}</span></li>
            {{/chain}}</ol>
            {{/hasChain}}{{#checklist}}<form method="post" action="{{action}}" class="steps">
            <input type="hidden" name="csrf" value="{{chrome.csrf}}">
            <fieldset><legend>{{legend}}</legend>
            {{#items}}<button type="submit" name="{{field}}" value="{{value}}" aria-pressed="{{done}}" class="step">{{name}}</button>
            {{/items}}</fieldset>
            </form>
            {{/checklist}}{{#calendar}}{{> calendar}}{{/calendar}}{{#bars}}{{> bars}}{{/bars}}{{#figures}}<figure class="chart"><img src="{{src}}" alt="{{alt}}"><figcaption>{{caption}}</figcaption></figure>
            {{/figures}}{{#tables}}<div class="table" role="region" aria-label="{{caption}}" tabindex="0"><table><caption>{{caption}}</caption>
            <thead><tr>{{#columns}}<th scope="col">{{.}}</th>{{/columns}}</tr></thead>
            <tbody>{{#rows}}<tr>{{#rowHead}}<th scope="row">{{.}}</th>{{/rowHead}}{{#cells}}<td>{{.}}</td>{{/cells}}</tr>
            {{/rows}}</tbody></table></div>
            {{/tables}}</article>
            {{/groups}}</section>
            {{/groups}}{{#journal}}<form method="get" action="{{action}}" class="line" role="search" aria-label="{{name}}">
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
            {{/search}}{{#periods}}{{> journal-calendar}}{{/periods}}{{/journal}}{{/sections}}<section aria-labelledby="recent"><h2 id="recent">{{recentTitle}}</h2>
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
