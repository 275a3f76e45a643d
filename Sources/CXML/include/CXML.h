#ifndef DENT_CXML_H
#define DENT_CXML_H

#include <stddef.h>

// libxml2's xmlTextReader (the API GtkSourceView reads its language specs with), loaded with
// dlopen on first use instead of linked: linked the plain way, libxml2 and what it pulls in
// (ICU, lzma, zlib) would cost every start of dent time and memory, highlighting or not.
// The declarations below are dent's own; xml.c checks them against libxml2's header.

typedef struct dent_xml_reader dent_xml_reader;

// Loads libxml2 once (thread-safe); 0 when it is there, else -1 with dlerror's text in `error`.
int dent_xml_load(char *error, size_t error_size);

// A reader over `size` bytes at `bytes` (kept by the caller until dent_xml_free); NULL when
// libxml2 is not loaded or out of memory. `name` names the document in messages.
dent_xml_reader *dent_xml_open(const char *bytes, int size, const char *name);
void dent_xml_free(dent_xml_reader *reader);

// The next node: 1 read, 0 end of document, -1 error (then dent_xml_error says what).
int dent_xml_read(dent_xml_reader *reader);
int dent_xml_node_type(dent_xml_reader *reader);
int dent_xml_is_empty_element(dent_xml_reader *reader);
int dent_xml_line(dent_xml_reader *reader);
// The node's qualified name and value (text and attributes); NULL when it has none.
const char *dent_xml_name(dent_xml_reader *reader);
const char *dent_xml_value(dent_xml_reader *reader);
// Walk the current element's attributes: 1 moved to the next one, 0 none left.
int dent_xml_next_attribute(dent_xml_reader *reader);
int dent_xml_back_to_element(dent_xml_reader *reader);
// The first error libxml2 reported (message and line), or NULL.
const char *dent_xml_error(dent_xml_reader *reader, int *line);

// xmlReaderTypes values dent uses.
enum {
    DENT_XML_ELEMENT = 1,
    DENT_XML_TEXT = 3,
    DENT_XML_CDATA = 4,
    DENT_XML_WHITESPACE = 13,
    DENT_XML_SIGNIFICANT_WHITESPACE = 14,
    DENT_XML_END_ELEMENT = 15,
};

#endif
