"""The settings dialog's generated rows: which settings each tab shows, what each means in
the user's words (config's descriptions stay as tooltips), and the editor for each field,
bounded by its lo/hi, so the dialog cannot drift from the typed settings."""
from __future__ import annotations

from app import config

from ..qt import QCheckBox, QDoubleSpinBox, QFormLayout, QLabel, QSpinBox, QWidget

GROUPS = {
    "Model": ["n_threads", "n_gpu_layers", "n_ctx", "max_answer_tokens", "temperature", "llm_extractor"],
    "Memory": ["stm_capacity", "retrieval_budget_tokens", "head_budget_tokens",
               "archive_retention_days", "slot_cap_bytes", "slot_conversations",
               "slot_conversation_cap_bytes"],
    "Advanced": ["segment_threshold", "mtm_capacity", "heat_alpha", "heat_beta", "heat_gamma",
                 "heat_tau_days", "promotion_heat", "max_message_model_chars"],
}
# what each setting means, in the user's words (config's descriptions stay as tooltips)
PLAIN = {
    "n_threads": "CPU cores the model may use",
    "n_gpu_layers": "How much of the model runs on the graphics card, when one can be used "
                    "(-1 = as much as fits, 0 = processor only)",
    "n_ctx": "How much text the model can see at once (tokens; more needs more memory)",
    "max_answer_tokens": "Longest answer, in tokens (about ¾ of a word each)",
    "temperature": "Creativity: 0 gives the same answer every time, higher varies more",
    "llm_extractor": "Let the model itself learn facts about you in the background "
                     "(slower on small machines)",
    "stm_capacity": "Recent exchanges of each chat kept word for word",
    "retrieval_budget_tokens": "How much remembered text is looked up for each reply (tokens; "
                               "more recalls more but answers start later)",
    "head_budget_tokens": "How much of your profile, pinned and often-used memories every reply "
                          "starts from (tokens; kept in the saved context)",
    "archive_retention_days": "Delete archived, long-unused memories after this many days "
                              "(0 = keep them)",
    "slot_cap_bytes": "Saved context (speeds up replies): disk space it may use in total",
    "slot_conversations": "Saved context is kept for this many of your most recent chats "
                          "(older ones are re-read when reopened)",
    "slot_conversation_cap_bytes": "Saved context for one chat: at most this much (longer "
                                   "chats are re-read when reopened)",
    "segment_threshold": "How alike a message must be to an existing topic to join it "
                         "(higher: more, narrower topics)",
    "mtm_capacity": "Topics kept active before the least important is archived",
    "heat_alpha": "Importance weight: how often a topic helped answer",
    "heat_beta": "Importance weight: how much was said about a topic",
    "heat_gamma": "Importance weight: how recently a topic came up",
    "heat_tau_days": "How quickly “recently” fades, in days",
    "promotion_heat": "Importance a topic needs before its facts are learned for the long term",
    "max_message_model_chars": "Longest message given to the model, in characters (longer "
                               "ones are cut, with a notice)",
}
ADVANCED_HELP = ("Engram groups what you say into topics and gives each an importance score "
                 "from how often it helped answer, how much was said and how recently it came "
                 "up. Important topics stay close at hand and their facts are learned for the "
                 "long term; the least important are archived. The defaults suit most people.")
MIB = 1 << 20
MIB_FIELDS = ("slot_cap_bytes", "slot_conversation_cap_bytes")
INT_MAX = 2_000_000_000


def add_fields(form: QFormLayout, names: list[str], editors: dict[str, QWidget]) -> None:
    """One row per setting: its plain-words label, an editor bounded by the field's lo/hi,
    the config description as tooltip; the editors land in `editors` by name."""
    for name in names:
        f = config.FIELDS[name]
        lo, hi = f.metadata["lo"], f.metadata["hi"]
        kind = f.type if isinstance(f.type, type) else {"int": int, "float": float,
                                                         "bool": bool, "str": str}[f.type]
        if kind is bool:
            w = QCheckBox()
        elif name in MIB_FIELDS:
            w = QSpinBox()
            w.setRange(0, min(INT_MAX, hi // MIB))
            w.setSuffix(" MiB")
        elif kind is int:
            w = QSpinBox()
            w.setRange(int(lo), int(min(hi, INT_MAX)))
        else:
            w = QDoubleSpinBox()
            w.setDecimals(2)
            w.setRange(float(lo), float(hi))
            w.setSingleStep(0.05 if hi <= 2 else 0.5)
        if not isinstance(w, QCheckBox):
            w.setMinimumWidth(140)
        desc = config.describe(name)
        w.setToolTip(desc)
        w.setAccessibleName(PLAIN.get(name, desc))
        editors[name] = w
        label = QLabel(PLAIN.get(name, desc))
        label.setWordWrap(True)
        label.setFixedWidth(330)  # a fixed width lets the wrapped height be computed right
        label.setToolTip(f"{desc} ({name})")
        form.addRow(label, w)
