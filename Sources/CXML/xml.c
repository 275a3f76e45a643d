#include "CXML.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if !__has_include(<libxml/xmlreader.h>)
#error "dent needs libxml2's headers: install Debian libxml2-dev (sudo apt-get install libxml2-dev)"
#endif
#include <libxml/xmlreader.h>

// Each entry point dent calls, typed by libxml2's own prototype so a mismatch fails the build.
static struct {
    __typeof__(&xmlReaderForMemory) readerForMemory;
    __typeof__(&xmlFreeTextReader) freeReader;
    __typeof__(&xmlTextReaderRead) read;
    __typeof__(&xmlTextReaderNodeType) nodeType;
    __typeof__(&xmlTextReaderIsEmptyElement) isEmpty;
    __typeof__(&xmlTextReaderCurrentNode) currentNode;
    __typeof__(&xmlGetLineNo) lineOf;
    __typeof__(&xmlTextReaderConstName) name;
    __typeof__(&xmlTextReaderConstValue) value;
    __typeof__(&xmlTextReaderMoveToNextAttribute) nextAttribute;
    __typeof__(&xmlTextReaderMoveToElement) moveToElement;
    __typeof__(&xmlTextReaderSetStructuredErrorHandler) setErrorHandler;
} xml;

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char load_error[256];
static int loaded;

static void load(void) {
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(load_error, sizeof load_error, "%s", dlerror());
        return;
    }
#define FIND_INTO(variable, symbol) \
    if (!(variable = (__typeof__(variable))dlsym(library, #symbol))) { \
        snprintf(load_error, sizeof load_error, "libxml2.so.2 has no %s", #symbol); \
        return; \
    }
#define FIND(field, symbol) FIND_INTO(xml.field, symbol)
    FIND(readerForMemory, xmlReaderForMemory)
    FIND(freeReader, xmlFreeTextReader)
    FIND(read, xmlTextReaderRead)
    FIND(nodeType, xmlTextReaderNodeType)
    FIND(isEmpty, xmlTextReaderIsEmptyElement)
    FIND(currentNode, xmlTextReaderCurrentNode)
    FIND(lineOf, xmlGetLineNo)
    FIND(name, xmlTextReaderConstName)
    FIND(value, xmlTextReaderConstValue)
    FIND(nextAttribute, xmlTextReaderMoveToNextAttribute)
    FIND(moveToElement, xmlTextReaderMoveToElement)
    FIND(setErrorHandler, xmlTextReaderSetStructuredErrorHandler)
    void (*init_parser)(void);
    FIND_INTO(init_parser, xmlInitParser)
#undef FIND
#undef FIND_INTO
    // Readers may then run on several threads at once: libxml2 asks for its set-up to be done
    // once, before that (xmlInitParser's documentation).
    init_parser();
    loaded = 1;
}

int dent_xml_load(char *error, size_t error_size) {
    pthread_once(&once, load);
    if (loaded) return 0;
    if (error && error_size) snprintf(error, error_size, "%s", load_error);
    return -1;
}

struct dent_xml_reader {
    xmlTextReaderPtr reader;
    char error[512];
    int error_line;
};

// Keeps the first error; libxml2 would otherwise print every one to stderr, over the screen.
static void on_error(void *context, xmlErrorPtr error) {
    dent_xml_reader *self = context;
    if (self->error[0] || !error) return;
    snprintf(self->error, sizeof self->error, "%s", error->message ? error->message : "XML error");
    size_t length = strlen(self->error);
    while (length && (self->error[length - 1] == '\n' || self->error[length - 1] == ' '))
        self->error[--length] = 0;
    self->error_line = error->line;
}

dent_xml_reader *dent_xml_open(const char *bytes, int size, const char *name) {
    if (!loaded) return NULL;
    dent_xml_reader *self = calloc(1, sizeof *self);
    if (!self) return NULL;
    // No network, no DTD loading: a spec is data, never a way to read other files.
    self->reader = xml.readerForMemory(bytes, size, name, NULL, XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES);
    if (!self->reader) {
        free(self);
        return NULL;
    }
    xml.setErrorHandler(self->reader, on_error, self);
    return self;
}

void dent_xml_free(dent_xml_reader *self) {
    if (!self) return;
    xml.freeReader(self->reader);
    free(self);
}

int dent_xml_read(dent_xml_reader *self) {
    int result = xml.read(self->reader);
    if (result == 1 && self->error[0]) return -1;
    return result;
}

int dent_xml_node_type(dent_xml_reader *self) { return xml.nodeType(self->reader); }
int dent_xml_is_empty_element(dent_xml_reader *self) { return xml.isEmpty(self->reader); }
// The node's own line (the parser's position runs ahead of the node it hands out).
int dent_xml_line(dent_xml_reader *self) {
    xmlNodePtr node = xml.currentNode(self->reader);
    return node ? (int)xml.lineOf(node) : 0;
}
const char *dent_xml_name(dent_xml_reader *self) { return (const char *)xml.name(self->reader); }
const char *dent_xml_value(dent_xml_reader *self) { return (const char *)xml.value(self->reader); }
int dent_xml_next_attribute(dent_xml_reader *self) { return xml.nextAttribute(self->reader); }
int dent_xml_back_to_element(dent_xml_reader *self) { return xml.moveToElement(self->reader); }

const char *dent_xml_error(dent_xml_reader *self, int *line) {
    if (!self->error[0]) return NULL;
    if (line) *line = self->error_line;
    return self->error;
}
