import ArgumentParser
import Foundation
import PhoneNumbers

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
            \(PhoneShortReport.header.replacingOccurrences(of: "\t", with: " ")), then one row \
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

    func run() throws {
        var output = StandardOutput()
        let interactive = isatty(STDOUT_FILENO) != 0  // a person is watching: show each answer at once
        let failures = PhoneShortReport.write(options.inputs, tsv: tsv, to: &output) { output in
            if interactive { output.flush() }
        }
        output.flush()
        if failures > 0 && !tsv {
            throw exitReporting("\(failures) input\(failures == 1 ? "" : "s") could not be parsed.", code: 1)
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

    /// Writes the report for every input, calling `afterEach` after each one, and returns how many
    /// could not be parsed.
    static func write<Output: TextOutputStream>(
        _ inputs: some Sequence<PhoneInput>, tsv: Bool, to output: inout Output,
        afterEach: (inout Output) -> Void = { _ in }
    ) -> Int {
        var failures = 0
        if tsv { output.write(header + "\n") }
        for (index, input) in inputs.enumerated() {
            let answers = Answers(input)
            if case .failure = answers.parsed { failures += 1 }
            if tsv {
                output.write(tsvRow(input, answers) + "\n")
            } else {
                output.write((index == 0 ? "" : "\n") + block(input, answers))
            }
            afterEach(&output)
        }
        return failures
    }

    /// One TSV row, in the order of ``header``.
    static func tsvRow(_ input: PhoneInput, _ answers: Answers) -> String {
        let emergency = [String(answers.isEmergency), String(answers.connectsToEmergency)]
        var columns = [PhoneInfoReport.tsvSafe(input.text), input.region]
        switch answers.parsed {
        case .success(let number):
            columns += [String(number.isPossible), String(number.isValid)] + emergency
            columns += [number.cost.rawValue, String(number.isCarrierSpecific), String(number.isSMSService), ""]
        case .failure(let error):
            columns += ["", ""] + emergency + ["", "", "", error.kind.rawValue]
        }
        return columns.joined(separator: "\t")
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
        let width = lines.map(\.0.count).max() ?? 0
        return lines.map { name, value in
            name + String(repeating: " ", count: width - name.count + 2) + value + "\n"
        }.joined()
    }

    private static func label(for cost: ShortNumberCost) -> String {
        switch cost {
        case .tollFree: "toll free"
        case .standardRate: "standard rate"
        case .premiumRate: "premium rate"
        case .unknownCost: "unknown"
        }
    }

    private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
}
