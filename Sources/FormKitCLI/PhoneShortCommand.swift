import ArgumentParser
import Foundation
import PhoneNumbers
import PhoneRows

/// `formkit phone short`: emergency numbers, short codes and their cost, for people or as TSV.
struct PhoneShortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "short",
        abstract: "Check short numbers: emergency numbers, short codes, their cost, carrier and SMS services.",
        discussion: """
            Each number is judged as dialled in its region, against libphonenumber's short-number \
            plans. Reads one number per line from standard input when no number is given; a line \
            may end with a tab and its own region (ZZ for none); --region applies to the other lines.

            'emergency' and 'connects to emergency' judge the text as typed: an exact emergency \
            number, or one that may still connect with more digits after it. A number written \
            with '+' is never an emergency number. The other answers judge the number parsed in \
            the region, dialled from that region.

            With --tsv, the first line is the tab-separated header \
            \(headerInHelp(PhoneShortReport.header)), then one row \
            per input; booleans are true or false, cost is TOLL_FREE, STANDARD_RATE, PREMIUM_RATE \
            or UNKNOWN_COST. A number that cannot be parsed has its error kind in the last column \
            and possible, valid, cost, carrier_specific and sms_service empty.

            Exit status: 0, or 1 when an input could not be parsed (without --tsv).

            Examples:
              formkit phone short --region FR 112 3654 118777
              formkit phone short --region US "9-1-1" 9112 "+1 911"
              formkit phone short --tsv < short-numbers.tsv
            """
    )

    @OptionGroup var options: PhoneRegionOptions

    @Flag(help: "Print tab-separated values with a header line, one row per input.")
    var tsv = false

    @OptionGroup var jobs: JobsOption

    @OptionGroup var metadata: MetadataOption

    func run() throws {
        try metadata.load()
        var output = StandardOutput()
        if tsv { output.writeLine(PhoneShortReport.header) }
        let work = PhoneShortWork(tsv: tsv, defaultRegion: options.defaultRegion)
        let failures = try jobs.runner.run(work, arguments: options.numbers, to: &output)
        output.flush()
        if failures > 0 && !tsv {
            throw exitReporting("\(failures) input\(failures == 1 ? "" : "s") could not be parsed.", code: 1)
        }
    }
}

/// The work of `phone short` on one input line: a TSV row or a block for people.
struct PhoneShortWork: LineWork {
    var tsv: Bool
    /// The region of lines without their own (`ZZ` for none).
    var defaultRegion: String

    func process(_ line: UnsafeRawBufferPointer, into output: inout ChunkOutput) {
        let input = PhoneInput(bytes: line, defaultRegion: defaultRegion)
        let answers = PhoneShortReport.Answers(input)
        if case .failure = answers.parsed { output.fail() }
        if tsv {
            PhoneShortReport.appendTSVRow(input, answers, to: &output.bytes)
            output.bytes.appendNewline()
        } else {
            if !output.isFirstLineOfInput { output.bytes.appendNewline() }
            output.bytes.append(PhoneShortReport.block(input, answers))
        }
    }
}

/// The rows and blocks `phone short` prints for each input.
enum PhoneShortReport {
    /// The TSV header: the column names of `phone short --tsv`.
    static let header = [
        "input", "region", "possible", "valid", "emergency", "connects_to_emergency", "cost",
        "carrier_specific", "sms_service", "error",
    ].joined(separator: "\t")

    /// What one input is: the emergency answers on its text, and the rest on the parsed number.
    struct Answers {
        var isEmergency: Bool
        var connectsToEmergency: Bool
        var parsed: Result<ParsedAnswers, PhoneNumberParseError>

        struct ParsedAnswers {
            var isPossible, isValid, isCarrierSpecific, isSMSService: Bool
            var cost: ShortNumberCost
        }

        init(_ input: PhoneInput) {
            isEmergency = PhoneNumbering.isEmergencyNumber(input.text, region: input.region)
            connectsToEmergency = PhoneNumbering.connectsToEmergencyNumber(input.text, region: input.region)
            let region = input.region
            parsed = input.parsed.map { number in
                ParsedAnswers(
                    isPossible: number.isPossibleShortNumber(dialledFrom: region),
                    isValid: number.isValidShortNumber(dialledFrom: region),
                    isCarrierSpecific: number.isCarrierSpecific(dialledFrom: region),
                    isSMSService: number.isSMSService(dialledFrom: region),
                    cost: number.shortNumberCost(dialledFrom: region))
            }
        }
    }

    /// Appends one TSV row, in the order of ``header``, without its line feed.
    static func appendTSVRow(_ input: PhoneInput, _ answers: Answers, to row: inout [UInt8]) {
        row.appendTSVSafe(input.text)
        row.appendTab()
        row.append(input.region)
        row.appendTab()
        let parsed = try? answers.parsed.get()
        if let parsed { row.append(parsed.isPossible) }
        row.appendTab()
        if let parsed { row.append(parsed.isValid) }
        row.appendTab()
        row.append(answers.isEmergency)
        row.appendTab()
        row.append(answers.connectsToEmergency)
        row.appendTab()
        switch answers.parsed {
        case .success(let number):
            row.append(number.cost.rawValue)
            row.appendTab()
            row.append(number.isCarrierSpecific)
            row.appendTab()
            row.append(number.isSMSService)
            row.appendTab()
        case .failure(let error):
            row.append(contentsOf: [0x09, 0x09, 0x09])
            row.append(error.kind.rawValue)
        }
    }

    /// One TSV row as a `String`, without its line feed.
    static func tsvRow(_ input: PhoneInput, _ answers: Answers) -> String {
        var row: [UInt8] = []
        appendTSVRow(input, answers, to: &row)
        return String(decoding: row, as: UTF8.self)
    }

    /// A labelled, aligned block for people, ending in a newline.
    static func block(_ input: PhoneInput, _ answers: Answers) -> String {
        var lines = [
            ("input", String(input.text)), ("region", input.region),
            ("emergency number", yesNo(answers.isEmergency)),
            ("connects to emergency", yesNo(answers.connectsToEmergency)),
        ]
        switch answers.parsed {
        case .success(let number):
            lines += [
                ("possible short number", yesNo(number.isPossible)),
                ("valid short number", yesNo(number.isValid)),
                ("cost", label(for: number.cost)),
                ("carrier specific", yesNo(number.isCarrierSpecific)),
                ("SMS service", yesNo(number.isSMSService)),
            ]
        case .failure(let error):
            lines.append(("error", error.report))
        }
        return alignedBlock(lines)
    }

    private static func label(for cost: ShortNumberCost) -> String {
        switch cost {
        case .tollFree: "toll free"
        case .standardRate: "standard rate"
        case .premiumRate: "premium rate"
        case .unknownCost: "unknown"
        }
    }
}
