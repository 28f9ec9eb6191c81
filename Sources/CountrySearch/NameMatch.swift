/// How well a query matches one name, both folded UTF-8, as a tier of
/// ``CountrySearch/search(_:limit:)``: 0 the name itself, 2 a beginning of it, 3 a beginning of one of
/// its words, 4 one mistake away, 5 one mistake away from a beginning of it (its first byte right); nil
/// for no match. (Tier 1 is a calling code the digits begin.)
enum NameMatch {
    /// The shortest query, in bytes, a mistake is forgiven in: shorter ones are a mistake away from
    /// too many names.
    static let shortestWithMistake = 4

    static func tier(of query: UnsafeRawBufferPointer, in name: UnsafeRawBufferPointer) -> Int32? {
        if begins(name, at: 0, with: query) { return query.count == name.count ? 0 : 2 }
        var index = 1
        while index + query.count <= name.count {
            if name[index - 1] == 0x20 && begins(name, at: index, with: query) { return 3 }
            index += 1
        }
        guard query.count >= shortestWithMistake else { return nil }
        // A character is at most four bytes, so one mistake changes the length by at most four.
        if name.count <= query.count + 4 && query.count <= name.count + 4 && isOneMistake(query, name, count: name.count) {
            return 4
        }
        // A beginning one mistake away: only with the first byte right, as people seldom mistype it.
        guard query.count < name.count && name[0] == query[0] else { return nil }
        var count = query.count - 1
        while count <= query.count + 1 && count < name.count {
            if !isContinuation(name, count, name.count) && isOneMistake(query, name, count: count) { return 5 }
            count += 1
        }
        return nil
    }

    private static func begins(_ name: UnsafeRawBufferPointer, at start: Int, with query: UnsafeRawBufferPointer) -> Bool {
        guard start + query.count <= name.count else { return false }
        for offset in 0..<query.count where name[start + offset] != query[offset] { return false }
        return true
    }

    /// Whether `query` is at most one mistake from the first `count` bytes of `name`: a character
    /// added, left out or changed, or two neighbouring characters swapped (characters of one to four
    /// bytes of UTF-8).
    static func isOneMistake(_ query: UnsafeRawBufferPointer, _ name: UnsafeRawBufferPointer, count: Int) -> Bool {
        var same = 0
        while same < query.count && same < count && query[same] == name[same] { same += 1 }
        while same > 0 && (isContinuation(query, same, query.count) || isContinuation(name, same, count)) { same -= 1 }
        if same == query.count && same == count { return true }
        let inQuery = same < query.count ? characterLength(query[same]) : 0
        let inName = same < count ? characterLength(name[same]) : 0
        // The rest after skipping `skipQuery` bytes of the query and `skipName` of the name is the same.
        func restMatches(_ skipQuery: Int, _ skipName: Int) -> Bool {
            var q = same + skipQuery, n = same + skipName
            guard q <= query.count, n <= count, query.count - q == count - n else { return false }
            while q < query.count {
                if query[q] != name[n] { return false }
                q += 1
                n += 1
            }
            return true
        }
        if inQuery > 0 && restMatches(inQuery, 0) { return true }  // a character added
        if inName > 0 && restMatches(0, inName) { return true }  // one left out
        guard inQuery > 0 && inName > 0 else { return false }
        if restMatches(inQuery, inName) { return true }  // one changed
        // Two swapped: the query's next two characters are the name's, the other way round.
        let nextInName = same + inName < count ? characterLength(name[same + inName]) : 0
        guard nextInName == inQuery, same + inQuery + inName <= query.count, same + inName + nextInName <= count
        else { return false }
        for offset in 0..<nextInName where query[same + offset] != name[same + inName + offset] { return false }
        for offset in 0..<inName where query[same + nextInName + offset] != name[same + offset] { return false }
        return restMatches(inName + nextInName, inName + nextInName)
    }

    /// Whether the byte at `index` (before `limit`) continues a UTF-8 character.
    private static func isContinuation(_ bytes: UnsafeRawBufferPointer, _ index: Int, _ limit: Int) -> Bool {
        index < limit && bytes[index] & 0xC0 == 0x80
    }

    /// The length of the UTF-8 character that starts with `byte`.
    private static func characterLength(_ byte: UInt8) -> Int {
        byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }
}
