"""Keywords: content terms, entity spans and TF-IDF against the store's own pages."""
from memory import keywords as kw


def test_terms_drop_stopwords_and_fold_diacritics():
    assert kw.terms("I really love the Café in Zürich!") == ["love", "cafe", "zurich"]


def test_entities_skip_sentence_initial_capitals():
    ents = kw.entities("Yesterday I met Anna Schmidt at Google. Then we went home.")
    assert "anna schmidt" in ents and "google" in ents
    assert "yesterday" not in ents and "then" not in ents


def test_extract_prefers_terms_rare_in_the_store(store):
    store.exec("INSERT INTO conversations(id, title, created, updated) VALUES ('c', '', 0, 0)")
    for i in range(5):
        store.exec("INSERT INTO pages(conversation_id, seq, user_text, assistant_text, created) "
                   "VALUES ('c', ?, 'the weather is nice today', 'weather again', 0)", (i,))
    df = kw.DocFreq(store)
    assert df.df(["weather"])["weather"] == 5
    words = kw.extract("weather weather weather and one kayak", df, limit=2)
    assert words[0] == "kayak"


def test_jaccard_uses_single_terms_of_spans():
    assert kw.jaccard(["anna schmidt", "berlin"], ["anna"]) == 1 / 3
    assert kw.jaccard([], ["x"]) == 0.0
