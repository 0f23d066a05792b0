-- Full-text search over the World English Bible (docs/decisions/012-the-word.md).
-- Custom migration: FTS5 virtual tables cannot be expressed in drizzle.
--
-- First a data fix: the source module appends the WEB glossary (17 KB) to Revelation 22:21 and
-- carries its title as a heading there. The verse is the verse; the glossary is not scripture.
UPDATE `bible_verses` SET `text` = 'The grace of the Lord Jesus Christ be with all the saints. Amen.'
WHERE `book` = 'Rev' AND `chapter` = 22 AND `verse` = 21 AND substr(`text`, 1, 65) = 'The grace of the Lord Jesus Christ be with all the saints. Amen. ';
--> statement-breakpoint
DELETE FROM `bible_headings` WHERE `book` = 'Rev' AND `chapter` = 22 AND `verse` = 21 AND `text` = 'World English Bible Glossary';
--> statement-breakpoint
-- The index keeps its own copy of the text (no external content table): bible_verses has no
-- INTEGER PRIMARY KEY, so its implicit rowids are not guaranteed stable, and the text never
-- changes after this migration. Porter stemming: "sharpens" finds "sharpen", "loved" finds "love".
-- book_order (1-66, canon order) and testament are stored unindexed for filters and tie-breaks.
CREATE VIRTUAL TABLE `bible_fts` USING fts5(
	text,
	book UNINDEXED,
	chapter UNINDEXED,
	verse UNINDEXED,
	book_order UNINDEXED,
	testament UNINDEXED,
	tokenize = 'porter unicode61 remove_diacritics 2'
);
--> statement-breakpoint
INSERT INTO `bible_fts` (`text`, `book`, `chapter`, `verse`, `book_order`, `testament`)
SELECT `text`, `book`, `chapter`, `verse`, `book_order`, CASE WHEN `book_order` <= 39 THEN 'OT' ELSE 'NT' END
FROM (
	SELECT `text`, `book`, `chapter`, `verse`, CASE `book` WHEN 'Gen' THEN 1 WHEN 'Exod' THEN 2 WHEN 'Lev' THEN 3 WHEN 'Num' THEN 4 WHEN 'Deut' THEN 5 WHEN 'Josh' THEN 6 WHEN 'Judg' THEN 7 WHEN 'Ruth' THEN 8 WHEN '1Sam' THEN 9 WHEN '2Sam' THEN 10 WHEN '1Kgs' THEN 11 WHEN '2Kgs' THEN 12 WHEN '1Chr' THEN 13 WHEN '2Chr' THEN 14 WHEN 'Ezra' THEN 15 WHEN 'Neh' THEN 16 WHEN 'Esth' THEN 17 WHEN 'Job' THEN 18 WHEN 'Ps' THEN 19 WHEN 'Prov' THEN 20 WHEN 'Eccl' THEN 21 WHEN 'Song' THEN 22 WHEN 'Isa' THEN 23 WHEN 'Jer' THEN 24 WHEN 'Lam' THEN 25 WHEN 'Ezek' THEN 26 WHEN 'Dan' THEN 27 WHEN 'Hos' THEN 28 WHEN 'Joel' THEN 29 WHEN 'Amos' THEN 30 WHEN 'Obad' THEN 31 WHEN 'Jonah' THEN 32 WHEN 'Mic' THEN 33 WHEN 'Nah' THEN 34 WHEN 'Hab' THEN 35 WHEN 'Zeph' THEN 36 WHEN 'Hag' THEN 37 WHEN 'Zech' THEN 38 WHEN 'Mal' THEN 39 WHEN 'Matt' THEN 40 WHEN 'Mark' THEN 41 WHEN 'Luke' THEN 42 WHEN 'John' THEN 43 WHEN 'Acts' THEN 44 WHEN 'Rom' THEN 45 WHEN '1Cor' THEN 46 WHEN '2Cor' THEN 47 WHEN 'Gal' THEN 48 WHEN 'Eph' THEN 49 WHEN 'Phil' THEN 50 WHEN 'Col' THEN 51 WHEN '1Thess' THEN 52 WHEN '2Thess' THEN 53 WHEN '1Tim' THEN 54 WHEN '2Tim' THEN 55 WHEN 'Titus' THEN 56 WHEN 'Phlm' THEN 57 WHEN 'Heb' THEN 58 WHEN 'Jas' THEN 59 WHEN '1Pet' THEN 60 WHEN '2Pet' THEN 61 WHEN '1John' THEN 62 WHEN '2John' THEN 63 WHEN '3John' THEN 64 WHEN 'Jude' THEN 65 WHEN 'Rev' THEN 66 END AS `book_order`
	FROM `bible_verses`
)
ORDER BY `book_order`, `chapter`, `verse`;
--> statement-breakpoint
INSERT INTO `bible_fts` (`bible_fts`) VALUES ('optimize');
