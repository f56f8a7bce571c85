"""Dialogs of the inspector: delete with its cascade preview, edit, export/import progress."""
from __future__ import annotations

from .. import theme
from ..qt import (QComboBox, QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QProgressBar,
                  QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, Qt)


def delete_buttons(dialog: QDialog, lay) -> QPushButton:
    """Cancel and a red "Delete" (returned) at the foot of a delete confirmation."""
    bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    ok = bb.addButton("Delete", QDialogButtonBox.ButtonRole.AcceptRole)
    ok.setObjectName("danger")
    theme.tinted(ok, "trash", "danger", 16)
    ok.setAccessibleName("Confirm delete")
    bb.accepted.connect(dialog.accept)
    bb.rejected.connect(dialog.reject)
    lay.addWidget(bb)
    return ok


class CascadeDialog(QDialog):
    """Shows everything a deletion takes with it, grouped, before the user confirms."""

    def __init__(self, asked: list[str], items: list[tuple[str, str, str]], parent=None):
        super().__init__(parent)
        self.setObjectName("cascadeDialog")
        self.setWindowTitle("Delete memories")
        self.resize(620, 420)
        lay = QVBoxLayout(self)
        head = QLabel(f"<b>Delete {len(asked)} item{'s' if len(asked) != 1 else ''}?</b> "
                      "This cannot be undone. Everything below goes or changes with it:")
        head.setWordWrap(True)
        lay.addWidget(head)
        self.tree = QTreeWidget()
        self.tree.setObjectName("cascadeTree")
        self.tree.setAccessibleName("Items affected by the deletion")
        self.tree.setHeaderLabels(["Item", "Text"])
        self.tree.setColumnWidth(0, 170)
        self.refs: list[str] = []
        groups: dict[str, QTreeWidgetItem] = {}
        for what, ref, text in items:
            g = groups.get(what)
            if g is None:
                g = groups[what] = QTreeWidgetItem([what.capitalize(), ""])
                f = g.font(0)
                f.setBold(True)
                g.setFont(0, f)
                self.tree.addTopLevelItem(g)
            child = QTreeWidgetItem([ref, " ".join(text.split())[:200]])
            child.setToolTip(1, text[:1000])
            g.addChild(child)
            self.refs.append(ref)
        for g in groups.values():
            g.setText(0, f"{g.text(0)} ({g.childCount()})")
        self.tree.expandAll()
        lay.addWidget(self.tree, 1)
        self.ok = delete_buttons(self, lay)

    def listed(self) -> list[str]:
        return list(self.refs)


class EditDialog(QDialog):
    """Correct a memory's text in place (the old words leave the database)."""

    def __init__(self, record: dict, parent=None):
        super().__init__(parent)
        self.setWindowTitle(f"Edit {record['id']}")
        self.resize(560, 320)
        self.record = record
        lay = QVBoxLayout(self)
        self.field = QComboBox()
        self.field.setAccessibleName("Which text to edit")
        if record["type"] == "page":
            self.field.addItem("What you said", "user")
            self.field.addItem("What the assistant answered", "assistant")
            self.field.currentIndexChanged.connect(self._load)
            lay.addWidget(self.field)
        self.text = QPlainTextEdit()
        self.text.setAccessibleName("Memory text")
        lay.addWidget(self.text, 1)
        note = QLabel("An edit is a correction: the old text is removed from the encrypted "
                      "database, and activation slots built from it are dropped.")
        note.setWordWrap(True)
        note.setObjectName("muted")
        lay.addWidget(note)
        bb = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                              | QDialogButtonBox.StandardButton.Cancel)
        bb.accepted.connect(self.accept)
        bb.rejected.connect(self.reject)
        lay.addWidget(bb)
        self._load()

    def _load(self) -> None:
        r = self.record
        if r["type"] == "page":
            self.text.setPlainText(r["user_text"] if self.field.currentData() == "user"
                                   else r["assistant_text"])
        else:
            self.text.setPlainText(r["text"])

    def values(self) -> tuple[str, str]:
        return self.text.toPlainText(), (self.field.currentData() or "user")


class ProgressDialog(QDialog):
    """A titled progress bar for export, import and rekey; closes itself when done."""

    def __init__(self, title: str, parent=None):
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setModal(True)
        self.setMinimumWidth(420)
        lay = QVBoxLayout(self)
        self.label = QLabel(title + "…")
        lay.addWidget(self.label)
        self.bar = QProgressBar()
        self.bar.setAccessibleName(title + " progress")
        self.bar.setRange(0, 0)
        lay.addWidget(self.bar)
        self.setWindowFlag(Qt.WindowType.WindowCloseButtonHint, False)

    @classmethod
    def start(cls, title: str, parent=None) -> "ProgressDialog":
        """Open the dialog with a `relay` whose progress signal feeds it from a worker, and
        `say(what, fraction=-1)`: the same, throttled for callers that report once per row
        (the first and the final report always pass)."""
        from ..workers import Relay, Throttle

        dlg = cls(title, parent)
        dlg.relay = relay = Relay()
        relay.progress.connect(dlg.update_progress)
        dlg.say = Throttle(lambda what, frac=-1.0: relay.progress.emit(str(what), float(frac)),
                           final=lambda what, frac=-1.0: frac < 0 or frac >= 1)
        dlg.open()
        return dlg

    def update_progress(self, what: str, fraction: float) -> None:
        if what:
            self.label.setText(what)
        if fraction < 0:
            self.bar.setRange(0, 0)
        else:
            self.bar.setRange(0, 1000)
            self.bar.setValue(int(1000 * min(1.0, fraction)))
