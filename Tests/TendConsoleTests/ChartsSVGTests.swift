import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TendKernel
@testable import TendConsole

/// Collects what the SVG checks need while parsing.
final class SVGProbe: NSObject, XMLParserDelegate {
    var root: [String: String] = [:]
    var elements: [String] = []
    var groups: [[String: String]] = []
    var texts: [String] = []
    var titleText = ""
    private var inText = false, inTitle = false, depth = 0, buffer = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if elements.isEmpty { root = attributes }
        elements.append(name)
        depth += 1
        if name == "g" { groups.append(attributes) }
        inText = name == "text"
        buffer = ""
        inTitle = name == "title" && depth == 2
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
        if inText { texts.append(buffer) }
        inText = false
        inTitle = false
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { buffer += string }
        if inTitle { titleText += string }
    }
}

@Suite("Charts — SVG validity and accessibility")
struct ChartsSVGTests {
    static let documents: [(String, String)] = {
        let labels = ChartsGolden.labels
        let d = ChartsGolden.day
        return [
            ("Bar <chart> & more", BarChart(title: "Bar <chart> & more", bars: [.init(label: "Mo", value: 1)], seriesLabel: "Entries").svg()),
            ("November 2026", MonthHeatmap(title: "November 2026", year: 2026, month: 11, firstWeekday: .monday,
                                           levels: [d("2026-11-03"): 3], labels: labels).svg()),
            ("2024", YearGrid(title: "2024", year: 2024, levels: [d("2024-02-29"): 2], labels: labels).svg()),
            ("Year", ContributionGrid(title: "Year", end: d("2026-11-21"), firstWeekday: .sunday, levels: [:], labels: labels).svg()),
            ("Mood", Sparkline(title: "Mood", values: [1, 3, nil, 5], seriesLabel: "Mood").svg()),
        ]
    }()

    @Test(arguments: 0..<5)
    func isWellFormedAndAccessible(_ index: Int) throws {
        let (title, svg) = ChartsSVGTests.documents[index]
        let parser = XMLParser(data: Data(svg.utf8))
        let probe = SVGProbe()
        parser.delegate = probe
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(probe.elements.first == "svg")
        #expect(probe.root["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(probe.root["role"] == "img")
        #expect(probe.root["aria-label"] == title)
        #expect(probe.root["viewBox"] != nil && probe.root["width"] != nil)
        #expect(probe.elements.dropFirst().first == "title")
        #expect(probe.titleText == title)
        #expect(probe.elements.contains("desc"))
        // A legend group with a label, and visible text labels.
        #expect(probe.groups.contains { $0["aria-label"] != nil })
        #expect(probe.texts.contains(title))
        #expect(probe.texts.count >= 3)
    }

    @Test func textIsEscaped() {
        let svg = ChartsSVGTests.documents[0].1
        #expect(svg.contains("Bar &lt;chart&gt; &amp; more"))
        #expect(!svg.contains("<chart>"))
    }
}
