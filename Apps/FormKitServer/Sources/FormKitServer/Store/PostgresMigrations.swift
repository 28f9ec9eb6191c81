/// The PostgreSQL schema, one migration after another; each runs once, in order, inside one transaction.
///
/// Sort keys and words use the "C" collation, byte order, as SQLite's: both stores list contacts in
/// the same order and answer a prefix with one range of `contact_word_on_word`.
enum PostgresMigrations {
    static let all = [
        Migration(name: "v1: contacts, words and schedule", statements: [
            """
            CREATE TABLE contact (
                id bigserial PRIMARY KEY, name text NOT NULL, country text NOT NULL, city text NOT NULL,
                phone text NOT NULL, version integer NOT NULL DEFAULT 1, updated_at timestamptz NOT NULL,
                sort_key text COLLATE "C" NOT NULL)
            """,
            ContactOrder.name.index.create,
            """
            CREATE TABLE contact_word (
                word text COLLATE "C" NOT NULL, sort_key text COLLATE "C" NOT NULL,
                contact_id bigint NOT NULL REFERENCES contact (id) ON DELETE CASCADE)
            """,
            SchemaIndex.contactWord.create,
            "CREATE INDEX contact_word_on_contact_id ON contact_word (contact_id)",
            """
            CREATE TABLE schedule_slot (
                id bigserial PRIMARY KEY, section integer NOT NULL, period integer NOT NULL, minutes integer NOT NULL,
                heating double precision NOT NULL, cooling double precision NOT NULL,
                version integer NOT NULL DEFAULT 1, updated_at timestamptz NOT NULL, UNIQUE (section, period))
            """,
            "CREATE SEQUENCE change_event_id",
        ]),
        // The first word needs no row: the sort key starts with it (``PrefixSearch``). The foreign key's
        // check (one lookup per word row) and the index by contact cost an import a third of its time;
        // the store deletes a contact's words itself, through the word index, in the same transaction.
        Migration(name: "v2: the words table holds the later words only, without a foreign key", statements: [
            "DELETE FROM contact_word WHERE word = sort_key",
            "ALTER TABLE contact_word DROP CONSTRAINT IF EXISTS contact_word_contact_id_fkey",
            "DROP INDEX IF EXISTS contact_word_on_contact_id",
        ]),
        Migration(name: "v3: typographic apostrophes folded in search keys", statements: ApostropheFolding.postgresStatements),
        // Byte order, as SQLite's, so that both stores sort every column alike; no table rewrite (the
        // type stays text), and each column's index by (value, id) for keyset pages (``ContactOrder``).
        Migration(name: "v4: an index for each sortable column", statements: ["""
            ALTER TABLE contact ALTER COLUMN country TYPE text COLLATE "C", ALTER COLUMN city TYPE text COLLATE "C",
                ALTER COLUMN phone TYPE text COLLATE "C"
            """] + ContactOrder.indexStatements),
        // NULL when the number has none: no default to write, so no table rewrite.
        Migration(name: "v5: a phone's extension", statements: ["ALTER TABLE contact ADD COLUMN phone_extension text"]),
        Migration(name: "v6: an index for the updated order", statements: [ContactOrder.updatedIndexStatement]),
        Migration(name: "v7: the later words by their first letter and first two", statements: SchemaIndex.contactWordInitials.map(\.create)),
    ]
}
