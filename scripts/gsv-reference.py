#!/usr/bin/python3
"""GtkSourceView 4's own syntax highlighting of a file, as text: the reference dent's
conformance tests (Tests/DentSyntaxTests: ConformanceTests, ClassConformanceTests,
EngineTests; Tests/DentEndToEndTests/SyntaxCLITests) compare dent's highlighting with.

    scripts/gsv-reference.py FILE [--lang ID] [--classes] [--all] [--no-header]

It prints tab-separated lines, one per maximal run of characters of one text line that share
the same innermost style:

    line  start_col  end_col  style_id  fallback  [context_classes]

  line             1-based; lines end where a GtkTextBuffer's do: \\n, \\r\\n, \\r, U+2029.
  start_col        0-based, in Unicode code points (a tab or a non-BMP character is one).
  end_col          exclusive, same unit. A line's terminator is never part of a run.
  style_id         the style-ref of the innermost context or sub-pattern that has a style,
                   e.g. "c:comment" (a style, not a context class).
  fallback         where the style's map-to chain in the language definitions ends
                   (c:string > def:string > def:constant gives "def:constant"); the style
                   itself when it maps to nothing.
  context_classes  only with --classes: the context classes of the run, sorted and
                   comma-separated ("comment", "no-spell-check,string"), "-" for none.

Unstyled text is left out, unless --all asks for it (with "-" as style and fallback). Header
lines start with "#"; --no-header leaves them out. Without --lang the language is guessed as
gedit does: from the file's name, then from its content type.

The file is read as UTF-8; invalid bytes and NUL characters become U+FFFD (with a warning),
as GtkTextBuffer cannot hold them. GtkSourceView looks for language specs in
$XDG_DATA_HOME/gtksourceview-4/language-specs first. Exit status: 0, or 2 for a bad
argument, an unknown language or an unreadable file, or 3 when GtkSourceView gave up on a
line (more than 2 s) and turned highlighting off. Needs Debian's /usr/bin/python3 with
python3-gi and gir1.2-gtksource-4; started by another Python it runs itself again under that.
"""

import argparse
import bisect
import difflib
import glob
import os
import re
import sys
import tempfile
import xml.etree.ElementTree as ElementTree

SYSTEM_PYTHON = "/usr/bin/python3"
PROGRAM = "gsv-reference.py"

try:
    import gi
except ImportError:
    # A pyenv or venv python3 first on PATH cannot see Debian's python3-gi.
    if os.path.exists(SYSTEM_PYTHON) and os.path.realpath(sys.executable) != os.path.realpath(SYSTEM_PYTHON):
        os.execv(SYSTEM_PYTHON, [SYSTEM_PYTHON] + sys.argv)
    sys.exit(f"{PROGRAM}: needs PyGObject (Debian: apt-get install python3-gi gir1.2-gtksource-4)")

try:
    gi.require_version("Gtk", "3.0")
    gi.require_version("GtkSource", "4")
    from gi.repository import Gio, GLib, GtkSource  # noqa: E402
except (ValueError, ImportError) as error:
    sys.exit(f"{PROGRAM}: needs GtkSourceView 4's introspection data (gir1.2-gtksource-4): {error}")

CLASS_TAG_PREFIX = "gtksourceview:context-classes:"
SCHEME_ID = "dent-gsv-reference"
COLUMNS = ["line", "start_col", "end_col", "style_id", "fallback"]


class Failure(Exception):
    """A problem reported on stderr as one line, with an exit status."""

    def __init__(self, message, status=2):
        super().__init__(message)
        self.status = status


def parse_arguments(argv):
    parser = argparse.ArgumentParser(
        prog=PROGRAM, description="Print GtkSourceView 4's highlighting of FILE as style runs (TSV).")
    parser.add_argument("file", help="the file to highlight")
    parser.add_argument("--lang", metavar="ID", help="GtkSourceView language id (default: guessed)")
    parser.add_argument("--classes", action="store_true", help="add the context classes column")
    parser.add_argument("--all", action="store_true", help="print unstyled runs too, with style '-'")
    parser.add_argument("--no-header", action="store_true", help="leave out the '#' header lines")
    return parser.parse_args(argv)


# --- the file -------------------------------------------------------------------------------

def read_file(path):
    """The file's bytes and its text as a GtkTextBuffer can hold it."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        raise Failure(f"cannot read {path}: {error.strerror or error}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        # errors="replace" puts one U+FFFD per maximal ill-formed subpart; dent's SpanListing
        # counts columns the same way.
        warn(f"{path} is not valid UTF-8 ({error.reason} at byte {error.start}); each invalid "
             "sequence is read as U+FFFD")
        text = data.decode("utf-8", errors="replace")
    if "\0" in text:
        warn(f"{path} has NUL characters; they are read as U+FFFD")
        text = text.replace("\0", "\ufffd")
    return data, text


def line_bounds(text):
    """Where each line's text starts and ends (its terminator left out), in code points."""
    starts, ends = [0], []
    for brk in re.finditer("\r\n|[\n\r\u2029]", text):
        ends.append(brk.start())
        starts.append(brk.end())
    ends.append(len(text))
    return starts, ends


# --- the language and the style ids it can use ----------------------------------------------

def find_language(manager, path, data, wanted):
    if wanted is not None:
        language = manager.get_language(wanted)
        if language is None:
            near = difflib.get_close_matches(wanted, manager.get_language_ids() or [], n=3)
            hint = f" (near: {', '.join(near)})" if near else ""
            raise Failure(f"unknown language id {wanted!r}{hint}")
        return language
    name = os.path.basename(path)
    language = manager.guess_language(name, None)
    if language is None:
        content_type, _ = Gio.content_type_guess(name, data[:4096])
        language = manager.guess_language(name, content_type)
    if language is None:
        raise Failure(f"cannot guess the language of {path}; name it with --lang ID")
    return language


ATTRIBUTE = re.compile(r"""(?<![\w-])(ref|style-ref|map-to|id)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
STYLE_ELEMENT = re.compile(r"<style\b[^>]*>")
LANGUAGE_ELEMENT = re.compile(r"<language\b[^>]*>")
COMMENT = re.compile(r"<!--.*?-->", re.S)


def qualified(style_id, language_id):
    """A style id as GtkSourceView stores it: with its language's prefix (ids of the form
    "x:*" name every context of a language and are not prefixed ids)."""
    _, colon, rest = style_id.partition(":")
    return style_id if colon and rest != "*" else f"{language_id}:{style_id}"


def attributes(fragment):
    for match in ATTRIBUTE.finditer(fragment):
        yield match.group(1), (match.group(2) if match.group(2) is not None else match.group(3)).strip()


def declared_language(source):
    header = LANGUAGE_ELEMENT.search(source)
    return dict(attributes(header.group(0))).get("id") if header else None


def spec_sources(manager):
    """language id -> the text of each spec file in the search path that declares it (the
    manager takes the first; more than one only adds ids, which does no harm)."""
    sources = {}
    for directory in manager.get_search_path() or []:
        for path in sorted(glob.glob(os.path.join(directory, "*.lang"))):
            source = read_spec(path)
            language_id = declared_language(source)
            if language_id:
                sources.setdefault(language_id, []).append(source)
    return sources


def read_spec(path):
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return COMMENT.sub("", handle.read())
    except OSError:
        return ""


def spec_style_ids(source, language_id):
    """The style ids a spec defines or refers to, and the languages whose ids it mentions
    (the ones it can pull in)."""
    ids, others = set(), set()
    for element in STYLE_ELEMENT.finditer(source):
        ids.update(qualified(value, language_id) for name, value in attributes(element.group(0)) if name == "id")
    for name, value in attributes(source):
        if name in ("style-ref", "map-to") and value:
            ids.add(qualified(value, language_id))
        if ":" in value:
            others.add(value.partition(":")[0])
    return ids, others


def candidate_style_ids(manager, language):
    """Every style id a context or sub-pattern of this language can carry: those its spec
    and the specs it can pull in (through ids prefixed with another language) define or
    name. A few more (map-to targets, ids of specs it mentions but does not load) do no harm;
    one missing would be read as the style it maps to."""
    sources = spec_sources(manager)
    ids, seen, pending = set(), set(), [language.get_id()]
    while pending:
        language_id = pending.pop()
        seen.add(language_id)
        for source in sources.get(language_id, []):
            found, mentioned = spec_style_ids(source, language_id)
            ids |= found
            pending.extend(mentioned - seen - set(pending))
    return sorted(ids)


# --- the style scheme that makes each style id readable -------------------------------------
#
# The context engine applies a style through anonymous GtkTextTags and keeps which tag is for
# which style id to itself. But it styles the tag for style id S with the scheme's entry for S
# itself when the scheme has one (it follows the map-to chain only otherwise). So a scheme
# that gives every style id the engine can meet a foreground colour of its own (#000001,
# #000002, ...) turns each tag's colour back into its style id (a style id can have several
# tags; they all get its colour). Of the engine's tags on a character, the one with the highest
# priority belongs to the innermost context: the engine gives a context or sub-pattern a tag
# above its parent's, making a new one (new tags come out on top) when its style has none
# there. That tag is also the one drawn on screen.

def encoding_scheme(style_ids):
    """A style scheme giving style_ids[i] the colour i + 1, and the colour -> id table."""
    if len(style_ids) >= 1 << 24:
        raise Failure("too many style ids for one colour each")
    root = ElementTree.Element("style-scheme", id=SCHEME_ID, name="dent gsv reference", version="1.0")
    colours = {}
    for number, style_id in enumerate(style_ids, start=1):
        ElementTree.SubElement(root, "style", name=style_id, foreground=f"#{number:06x}")
        colours[number] = style_id
    with tempfile.TemporaryDirectory(prefix="dent-gsv-") as directory:
        ElementTree.ElementTree(root).write(os.path.join(directory, SCHEME_ID + ".xml"),
                                            encoding="UTF-8", xml_declaration=True)
        schemes = GtkSource.StyleSchemeManager()
        schemes.set_search_path([directory])
        scheme = schemes.get_scheme(SCHEME_ID)  # read in full here, before the folder goes
    if scheme is None:
        raise Failure("internal error: the generated style scheme does not load", 1)
    return scheme, colours


def colour_number(tag):
    if not tag.props.foreground_set:
        return None
    rgba = tag.props.foreground_rgba
    red, green, blue = (round(channel * 255) for channel in (rgba.red, rgba.green, rgba.blue))
    return red << 16 | green << 8 | blue


# --- highlighting -----------------------------------------------------------------------------

def watch_engine_messages():
    """Pass GtkSourceView's warnings on, and remember them: a line that takes more than 2 s
    makes the engine turn highlighting off, which it only says this way."""
    messages = []

    def handler(domain, level, message, *_):
        messages.append(message)
        warn(f"{domain}: {message}")

    levels = GLib.LogLevelFlags.LEVEL_WARNING | GLib.LogLevelFlags.LEVEL_CRITICAL
    GLib.log_set_handler("GtkSourceView", levels, handler, None)
    return messages


def highlighted_buffer(language, scheme, text):
    buffer = GtkSource.Buffer()
    buffer.set_highlight_matching_brackets(False)  # its tag is anonymous too
    buffer.set_max_undo_levels(0)
    buffer.set_style_scheme(scheme)
    buffer.set_language(language)
    buffer.set_highlight_syntax(True)
    buffer.set_text(text, -1)
    if buffer.get_char_count() != len(text):
        raise Failure("internal error: the buffer does not hold the text as read", 1)
    highlight_everything(buffer)
    return buffer


def highlight_everything(buffer):
    """Analyse the whole buffer and tag it before anything is read. The engine normally works
    in time slices from idle callbacks; ensure_highlight() analyses the range synchronously
    (no time slice, only the per-line limit) and applies the tags. Whatever idle work is still
    queued then runs, and the range is ensured once more in case it invalidated anything."""
    buffer.ensure_highlight(*buffer.get_bounds())
    context = GLib.MainContext.default()
    while context.pending():
        context.iteration(False)
    buffer.ensure_highlight(*buffer.get_bounds())


# --- reading the tags back -------------------------------------------------------------------

def tag_ranges(buffer, tag):
    """The [start, end) character offsets the tag covers."""
    ranges = []
    position = buffer.get_start_iter()
    if not position.has_tag(tag) and not position.forward_to_tag_toggle(tag):
        return ranges
    while True:
        start = position.get_offset()
        position.forward_to_tag_toggle(tag)
        ranges.append((start, position.get_offset()))
        if not position.forward_to_tag_toggle(tag):
            return ranges


def buffer_tags(buffer, colours):
    """The engine's style tags as (priority, style id, ranges) and the class tags as
    (class name, ranges)."""
    tags = []
    buffer.get_tag_table().foreach(tags.append)
    styles, classes, undecoded = [], [], 0
    for tag in tags:
        name = tag.props.name
        if name is None:
            style_id = colours.get(colour_number(tag))
            undecoded += style_id is None
            styles.append((tag.get_priority(), style_id or "?", tag_ranges(buffer, tag)))
        elif name.startswith(CLASS_TAG_PREFIX):
            classes.append((name[len(CLASS_TAG_PREFIX):], tag_ranges(buffer, tag)))
    if undecoded:
        warn(f"{undecoded} style tag(s) with no colour of the generated scheme; their style is printed as '?'")
    return styles, classes


def segments(size, styles, classes):
    """Cut [0, size) wherever a tag starts or stops: (start, end, innermost style id or None,
    the classes' names sorted)."""
    changes = {0: [], size: []}
    for priority, style_id, ranges in styles:
        for start, end in ranges:
            changes.setdefault(start, []).append(("style", +1, (priority, style_id)))
            changes.setdefault(end, []).append(("style", -1, (priority, style_id)))
    for name, ranges in classes:
        for start, end in ranges:
            changes.setdefault(start, []).append(("class", +1, name))
            changes.setdefault(end, []).append(("class", -1, name))
    active = {"style": {}, "class": {}}
    cuts = sorted(changes)
    for start, end in zip(cuts, cuts[1:]):
        for kind, step, key in changes[start]:
            count = active[kind].get(key, 0) + step
            active[kind][key] = count
            if count == 0:
                del active[kind][key]
        innermost = max(active["style"])[1] if active["style"] else None
        yield start, end, innermost, tuple(sorted(active["class"]))


def runs(pieces, starts, ends, with_classes):
    """The pieces cut at line ends, in (line, start_col, end_col, style, classes), with
    neighbours of one line that have the same style (and classes, if asked) joined."""
    current = None
    for start, end, style_id, classes in pieces:
        key = (style_id, classes if with_classes else None)
        line = bisect.bisect_right(starts, start) - 1
        while line < len(starts) and starts[line] < end:
            first, last = max(start, starts[line]) - starts[line], min(end, ends[line]) - starts[line]
            if first < last:
                if current and current[0] == line and current[2] == first and current[3] == key:
                    current[2] = last
                else:
                    if current:
                        yield current
                    current = [line, first, last, key]
            line += 1
    if current:
        yield current


# --- output ----------------------------------------------------------------------------------

def fallback_finder(manager, language):
    """style id -> the end of its map-to chain. The chain is the buffer language's own table
    (it holds the styles of every spec the language pulled in); a style missing there is
    looked up in the language its prefix names."""
    found = {}

    def next_style(style_id):
        target = language.get_style_fallback(style_id)
        if target is None and ":" in style_id:
            owner = manager.get_language(style_id.partition(":")[0])
            target = owner.get_style_fallback(style_id) if owner is not None else None
        return target

    def fallback(style_id):
        if style_id not in found:
            chain = [style_id]
            target = next_style(style_id)
            while target and target not in chain:
                chain.append(target)
                target = next_style(target)
            found[style_id] = chain[-1]
        return found[style_id]

    return fallback


def rows(run_list, fallback, arguments):
    for line, first, last, (style_id, classes) in run_list:
        if style_id is None and not arguments.all:
            continue
        if style_id is None:
            fields = [line + 1, first, last, "-", "-"]
        else:
            fields = [line + 1, first, last, style_id, "?" if style_id == "?" else fallback(style_id)]
        if arguments.classes:
            fields.append(",".join(classes) if classes else "-")
        yield "\t".join(map(str, fields)) + "\n"


def header(arguments, language):
    columns = COLUMNS + (["context_classes"] if arguments.classes else [])
    return [f"# {PROGRAM}: GtkSourceView {GtkSource._version} on {arguments.file}, "
            f"language {language.get_id()} ({language.get_name()})\n",
            "# lines 1-based; columns 0-based in code points, end exclusive; line terminators left out\n",
            "# " + "\t".join(columns) + "\n"]


def warn(message):
    print(f"{PROGRAM}: {message}", file=sys.stderr)


def main(argv=None):
    arguments = parse_arguments(argv)
    data, text = read_file(arguments.file)
    manager = GtkSource.LanguageManager.get_default()
    language = find_language(manager, arguments.file, data, arguments.lang)
    messages = watch_engine_messages()
    scheme, colours = encoding_scheme(candidate_style_ids(manager, language))
    buffer = highlighted_buffer(language, scheme, text)
    if any("took too much time" in message for message in messages):
        raise Failure("GtkSourceView turned highlighting off for this file (a line took too long)", 3)
    styles, classes = buffer_tags(buffer, colours)
    starts, ends = line_bounds(text)
    run_list = runs(segments(len(text), styles, classes), starts, ends, arguments.classes)
    output = [] if arguments.no_header else header(arguments, language)
    output.extend(rows(run_list, fallback_finder(manager, language), arguments))
    sys.stdout.write("".join(output))
    sys.stdout.flush()
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as failure:
        warn(str(failure))
        sys.exit(failure.status)
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(0)
