"""Markdown -> HTML for one message: code blocks highlighted by Pygments, with a copy link.

Qt's own Markdown parser (QTextDocument.setMarkdown, CommonMark + GitHub tables) does the
parsing; the document is then walked once: each fenced code block gets a tinted background,
a monospace font, Pygments token colours (the fence's language, else a guess for short
unlabelled code) and a header line "python · Copy" whose link (`engram-copy:N`) the message
widget turns into a clipboard copy of exactly that block's text. Inline code gets the tint.
The Pygments style follows the theme (a light and a dark style), and a theme switch re-renders.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import theme
from ..qt import QColor, QFont, QtGui

COPY_SCHEME = "engram-copy:"
MAX_HIGHLIGHT = 20_000      # characters of one block worth colouring; the rest stays plain
CODE_PAD = 10               # px between a code block's tint and its text
GUESS_LIMIT = 4_000         # unlabelled code longer than this is not guessed (cost, accuracy)
STYLES = {"light": "default", "dark": "monokai"}


@dataclass(frozen=True)
class Rendered:
    html: str
    codes: tuple[str, ...]     # each code block's text, by the N of its copy link
    languages: tuple[str, ...]  # the lexer used per block ("" when not highlighted)


def render(text: str, font: QFont | None = None) -> Rendered:
    doc = QtGui.QTextDocument()
    if font is not None:
        doc.setDefaultFont(font)
    doc.setMarkdown(text, QtGui.QTextDocument.MarkdownFeature.MarkdownDialectGitHub)
    code_bg = QColor(theme.color("surface"))
    mono = QFont("DejaVu Sans Mono")
    mono.setStyleHint(QFont.StyleHint.Monospace)
    if font is not None:
        mono.setPointSizeF(max(6.0, font.pointSizeF() - 0.5))
    runs = _code_runs(doc)
    codes, langs = [], []
    for start, end, lang, code in runs:
        codes.append(code)
    # from the last block up, so inserting a header never moves a block still to be done
    for n in range(len(runs) - 1, -1, -1):
        start, end, lang, code = runs[n]
        used = _style_code(doc, start, end, code, lang, code_bg, mono)
        langs.append(used)
        _insert_header(doc, start, n, used, code_bg)
    _style_inline(doc, code_bg)
    return Rendered(doc.toHtml(), tuple(codes), tuple(reversed(langs)))


def _is_code(block) -> bool:
    fmt = block.blockFormat()
    return fmt.hasProperty(QtGui.QTextFormat.Property.BlockCodeFence) or fmt.nonBreakableLines()


def _code_runs(doc) -> list[tuple[int, int, str, str]]:
    """(start, end, language, text) of each code block (a run of consecutive code lines)."""
    runs, block = [], doc.begin()
    while block.isValid():
        if not _is_code(block):
            block = block.next()
            continue
        fmt = block.blockFormat()
        lang = str(fmt.property(QtGui.QTextFormat.Property.BlockCodeLanguage) or "")
        fence = fmt.property(QtGui.QTextFormat.Property.BlockCodeFence)
        start, lines = block.position(), []
        while block.isValid() and _is_code(block) and (
                block.blockFormat().property(QtGui.QTextFormat.Property.BlockCodeFence) == fence):
            lines.append(block.text().replace("\u2028", "\n"))
            end = block.position() + max(0, block.length() - 1)
            block = block.next()
            if block.isValid() and block.blockFormat().property(
                    QtGui.QTextFormat.Property.BlockCodeLanguage) not in (None, "", lang):
                break
        runs.append((start, end, lang.strip().split()[0] if lang.strip() else "",
                     "\n".join(lines)))
    return runs


def _lexer(lang: str, code: str):
    from pygments.lexers import get_lexer_by_name, guess_lexer
    from pygments.util import ClassNotFound

    try:
        if lang:
            return get_lexer_by_name(lang, stripnl=False, ensurenl=False)
        if len(code) <= GUESS_LIMIT and code.strip():
            lx = guess_lexer(code, stripnl=False, ensurenl=False)
            return None if lx.name == "Text only" else lx
    except ClassNotFound:
        return None
    return None


def _style_code(doc, start, end, code, lang, code_bg, mono) -> str:
    """Background, monospace and token colours for one code block; returns the lexer name."""
    cur = QtGui.QTextCursor(doc)
    block = doc.findBlock(start)
    while block.isValid() and block.position() <= end:
        fmt = block.blockFormat()
        fmt.setBackground(code_bg)
        fmt.setLeftMargin(8)
        fmt.setRightMargin(8)
        fmt.setTextIndent(CODE_PAD)   # each code line is a block: the text clears the tint's edge
        cur.setPosition(block.position())
        cur.setBlockFormat(fmt)
        block = block.next()
    cur.setPosition(start)
    cur.setPosition(end, QtGui.QTextCursor.MoveMode.KeepAnchor)
    cf = QtGui.QTextCharFormat()
    cf.setFont(mono)
    cur.mergeCharFormat(cf)
    lexer = _lexer(lang, code)
    if lexer is None:
        return ""
    from pygments.styles import get_style_by_name

    style = get_style_by_name(STYLES.get(theme.current(), "default"))
    pos = start
    for ttype, value in lexer.get_tokens(code[:MAX_HIGHLIGHT]):
        n = len(value)
        st = style.style_for_token(ttype)
        if n and (st.get("color") or st.get("bold") or st.get("italic")):
            tf = QtGui.QTextCharFormat()
            if st.get("color"):
                tf.setForeground(QColor("#" + st["color"]))
            if st.get("bold"):
                tf.setFontWeight(QFont.Weight.Bold)
            if st.get("italic"):
                tf.setFontItalic(True)
            cur.setPosition(min(pos, end))
            cur.setPosition(min(pos + n, end), QtGui.QTextCursor.MoveMode.KeepAnchor)
            cur.mergeCharFormat(tf)
        pos += n
    return lexer.aliases[0] if lexer.aliases else lexer.name.lower()


def _insert_header(doc, start: int, n: int, lang: str, code_bg: QColor) -> None:
    """A line above code block `n`, on the same tint (one card): its language and a Copy
    link."""
    cur = QtGui.QTextCursor(doc)
    cur.setPosition(start)
    block = cur.block()
    cur.insertBlock(block.blockFormat(), block.charFormat())  # the code moves down one block
    cur.setPosition(start)
    head = QtGui.QTextBlockFormat()
    head.setTopMargin(6)
    head.setLeftMargin(8)
    head.setRightMargin(8)
    head.setTextIndent(CODE_PAD)
    head.setBackground(code_bg)
    cur.setBlockFormat(head)
    muted = QtGui.QTextCharFormat()
    muted.setForeground(QColor(theme.color("muted")))
    cur.insertText(f"{lang or 'code'}  ·  ", muted)
    link = QtGui.QTextCharFormat()
    link.setAnchor(True)
    link.setAnchorHref(f"{COPY_SCHEME}{n}")
    link.setForeground(QColor(theme.color("accent")))
    cur.insertText("Copy", link)


def _style_inline(doc, code_bg) -> None:
    cur = QtGui.QTextCursor(doc)
    block = doc.begin()
    while block.isValid():
        if not _is_code(block):
            it = block.begin()
            while not it.atEnd():
                frag = it.fragment()
                cf = frag.charFormat()
                if cf.fontFixedPitch():
                    cf.setBackground(code_bg)
                    cur.setPosition(frag.position())
                    cur.setPosition(frag.position() + frag.length(),
                                    QtGui.QTextCursor.MoveMode.KeepAnchor)
                    cur.setCharFormat(cf)
                it += 1
        block = block.next()
