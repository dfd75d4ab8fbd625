package dev.corebed.diameter.sh;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * The Sh-Data document of TS 29.328 Annex D (the XML in User-Data), for the parts the stubs read and write:
 * repository data (transparent data: {@code RepositoryData} with {@code ServiceIndication}, {@code SequenceNumber}
 * and {@code ServiceData}), the MSISDNs ({@code PublicIdentifiers/MSISDN}), the STN-SR and UE reachability for IP
 * (in the {@code Sh-IMS-Data} extension chain). Parsing is lenient about where those elements sit (they are found
 * by name at any depth, any namespace) and keeps the document as it came; building writes the schema's nesting.
 *
 * <p>Parsing is the JDK's DOM parser with DTDs refused and no external entity or schema resolved, so a document
 * from a peer cannot make it read files or expand entities. A document that is not XML, or whose root is not
 * {@code Sh-Data}, is refused with {@link InvalidShData}.
 */
public final class ShData {

    public static final String ROOT = "Sh-Data";
    /** The largest SequenceNumber (TS 29.328 tSequenceNumber is 0..65535); 0 is only for creation. */
    public static final int MAX_SEQUENCE_NUMBER = 65535;

    /** A document that cannot be taken as Sh-Data: what is wrong, and where (an element path). */
    public static final class InvalidShData extends IllegalArgumentException {
        private final String where;

        public InvalidShData(String where, String why) {
            super(why, null);
            this.where = where;
        }

        /** The element the problem is in, as a path from the root ("/Sh-Data/RepositoryData/SequenceNumber"). */
        public String where() {
            return where;
        }
    }

    /**
     * One {@code RepositoryData}: its Service-Indication, SequenceNumber (null when the element is absent, as in
     * an update that leaves numbering to the cache), and ServiceData's content as XML (null when absent: in
     * Sh-Update that deletes the repository data).
     */
    public record RepositoryData(String serviceIndication, Integer sequenceNumber, String serviceData) {}

    private final Document document;
    private final byte[] bytes;

    private ShData(Document document, byte[] bytes) {
        this.document = document;
        this.bytes = bytes;
    }

    // ------------------------------------------------------------------ parsing

    /** Parses User-Data; the document is kept as received ({@link #bytes()}). */
    public static ShData parse(byte[] xml) {
        Document doc;
        try {
            doc = parser().parse(new ByteArrayInputStream(xml));
        } catch (SAXException e) {
            throw new InvalidShData("/", "not well-formed XML: " + e.getMessage());
        } catch (IOException e) {
            throw new InvalidShData("/", "unreadable: " + e.getMessage());
        }
        Element root = doc.getDocumentElement();
        if (!ROOT.equals(name(root))) {
            throw new InvalidShData("/" + name(root), "the root element is " + name(root) + ", not " + ROOT);
        }
        return new ShData(doc, xml.clone());
    }

    public static ShData parse(String xml) {
        return parse(xml.getBytes(StandardCharsets.UTF_8));
    }

    /** The document as received (or as built). */
    public byte[] bytes() {
        return bytes.clone();
    }

    /** Every RepositoryData, in document order. */
    public List<RepositoryData> repositoryData() {
        List<RepositoryData> out = new ArrayList<>();
        for (Element r : children(document.getDocumentElement(), "RepositoryData")) {
            out.add(repositoryData(r));
        }
        return out;
    }

    /** The RepositoryData of that Service-Indication, or null. */
    public RepositoryData repositoryData(String serviceIndication) {
        for (RepositoryData r : repositoryData()) {
            if (r.serviceIndication().equals(serviceIndication)) {
                return r;
            }
        }
        return null;
    }

    private static RepositoryData repositoryData(Element r) {
        String path = "/" + ROOT + "/RepositoryData";
        Element si = child(r, "ServiceIndication");
        if (si == null || si.getTextContent().isBlank()) {
            throw new InvalidShData(path + "/ServiceIndication", "RepositoryData without a ServiceIndication");
        }
        Element seq = child(r, "SequenceNumber");
        Integer sequence = null;
        if (seq != null) {
            try {
                sequence = Integer.parseInt(seq.getTextContent().trim());
            } catch (NumberFormatException e) {
                sequence = -1;
            }
            if (sequence < 0 || sequence > MAX_SEQUENCE_NUMBER) {
                throw new InvalidShData(path + "/SequenceNumber", "SequenceNumber is an integer 0.." + MAX_SEQUENCE_NUMBER
                        + ", got " + seq.getTextContent().trim());
            }
        }
        Element data = child(r, "ServiceData");
        return new RepositoryData(si.getTextContent().trim(), sequence, data == null ? null : content(data));
    }

    /** The MSISDNs of PublicIdentifiers, in order; empty when there is none. */
    public List<String> msisdns() {
        List<String> out = new ArrayList<>();
        Element ids = child(document.getDocumentElement(), "PublicIdentifiers");
        if (ids != null) {
            for (Element m : children(ids, "MSISDN")) {
                out.add(m.getTextContent().trim());
            }
        }
        return out;
    }

    /** The STN-SR, wherever the document has it; null when it has none. */
    public String stnSr() {
        Element e = descendant(document.getDocumentElement(), "STN-SR");
        return e == null ? null : e.getTextContent().trim();
    }

    /** The UEReachabilityForIP element's children (name → text), wherever it is; null when the document has none. */
    public Map<String, String> ueReachabilityForIp() {
        Element e = descendant(document.getDocumentElement(), "UEReachabilityForIP");
        if (e == null) {
            return null;
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element c && !"Extension".equals(name(c))) {
                out.put(name(c), c.getTextContent().trim());
            }
        }
        return out;
    }

    /**
     * This document with the SequenceNumber of its RepositoryData of {@code serviceIndication} set to
     * {@code sequenceNumber} (the element added after ServiceIndication when it is missing), serialized.
     */
    public byte[] withSequenceNumber(String serviceIndication, int sequenceNumber) {
        Document copy = (Document) document.cloneNode(true);
        for (Element r : children(copy.getDocumentElement(), "RepositoryData")) {
            Element si = child(r, "ServiceIndication");
            if (si == null || !si.getTextContent().trim().equals(serviceIndication)) {
                continue;
            }
            Element seq = child(r, "SequenceNumber");
            if (seq == null) {
                seq = copy.createElementNS(r.getNamespaceURI(), "SequenceNumber");
                r.insertBefore(seq, si.getNextSibling());
            }
            seq.setTextContent(Integer.toString(sequenceNumber));
            return serialize(copy);
        }
        throw new InvalidShData("/" + ROOT + "/RepositoryData", "no RepositoryData of " + serviceIndication);
    }

    // ------------------------------------------------------------------ building

    /** A new Sh-Data document, its parts added in the schema's order whatever order they are given in. */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Builds Sh-Data: PublicIdentifiers (MSISDNs), RepositoryData, then Sh-IMS-Data with UEReachabilityForIP (its
     * third extension) and the STN-SR (its fourth), as tShData and tShIMSData nest them.
     */
    public static final class Builder {
        private final List<String> msisdns = new ArrayList<>();
        private final List<RepositoryData> repositoryData = new ArrayList<>();
        private Map<String, String> ueReachability;
        private String stnSr;

        private Builder() {}

        /** A RepositoryData; {@code serviceData} is ServiceData's XML content, or null for none (a deletion). */
        public Builder repositoryData(String serviceIndication, int sequenceNumber, String serviceData) {
            repositoryData.add(new RepositoryData(serviceIndication, sequenceNumber, serviceData));
            return this;
        }

        public Builder msisdn(String msisdn) {
            msisdns.add(msisdn);
            return this;
        }

        public Builder stnSr(String value) {
            stnSr = value;
            return this;
        }

        /** UEReachabilityForIP's children ({@code UEIPReachabilityMME} → 0 for REACHABLE...). */
        public Builder ueReachabilityForIp(Map<String, String> reachability) {
            ueReachability = new LinkedHashMap<>(reachability);
            return this;
        }

        public byte[] bytes() {
            Document doc = newDocument();
            Element root = doc.getDocumentElement();
            if (!msisdns.isEmpty()) {
                Element ids = add(doc, root, "PublicIdentifiers", null);
                msisdns.forEach(m -> add(doc, ids, "MSISDN", m));
            }
            for (RepositoryData r : repositoryData) {
                Element e = add(doc, root, "RepositoryData", null);
                add(doc, e, "ServiceIndication", r.serviceIndication());
                add(doc, e, "SequenceNumber", Integer.toString(r.sequenceNumber()));
                if (r.serviceData() != null) {
                    Element data = add(doc, e, "ServiceData", null);
                    for (Node n : fragment(r.serviceData())) {
                        data.appendChild(doc.importNode(n, true));
                    }
                }
            }
            if (ueReachability != null || stnSr != null) {
                Element ext = add(doc, root, "Sh-IMS-Data", null);
                for (int depth = 1; depth <= 4; depth++) {
                    ext = add(doc, ext, "Extension", null);
                    if (depth == 3 && ueReachability != null) {
                        Element ue = add(doc, ext, "UEReachabilityForIP", null);
                        ueReachability.forEach((k, v) -> add(doc, ue, k, v));
                        if (stnSr == null) {
                            break;
                        }
                    }
                }
                if (stnSr != null) {
                    add(doc, ext, "STN-SR", stnSr);
                }
            }
            return serialize(doc);
        }
    }

    /**
     * Sh-Data with one RepositoryData; {@code serviceData} is the XML content of ServiceData (well-formed
     * elements and text), or null for none (the update that deletes the repository data).
     */
    public static byte[] repositoryData(String serviceIndication, int sequenceNumber, String serviceData) {
        return builder().repositoryData(serviceIndication, sequenceNumber, serviceData).bytes();
    }

    /** Sh-Data with the MSISDNs in PublicIdentifiers. */
    public static byte[] msisdn(List<String> msisdns) {
        Builder b = builder();
        msisdns.forEach(b::msisdn);
        return b.bytes();
    }

    /** Sh-Data with the STN-SR where the schema puts it: the fourth extension of Sh-IMS-Data. */
    public static byte[] stnSr(String stnSr) {
        return builder().stnSr(stnSr).bytes();
    }

    /** Sh-Data with UEReachabilityForIP (the third extension of Sh-IMS-Data). */
    public static byte[] ueReachabilityForIp(Map<String, String> reachability) {
        return builder().ueReachabilityForIp(reachability).bytes();
    }

    /** An empty Sh-Data (a UDA for data the HSS does not hold). */
    public static byte[] empty() {
        return builder().bytes();
    }

    /**
     * The next SequenceNumber after {@code current} (TS 29.328 §7.6.1: 0 is used only when repository data is
     * created; after 65535 the numbering goes on at 1).
     */
    public static int nextSequenceNumber(int current) {
        return current >= MAX_SEQUENCE_NUMBER ? 1 : current + 1;
    }

    private static Document newDocument() {
        Document doc = parser().newDocument();
        doc.setXmlStandalone(true);
        doc.appendChild(doc.createElement(ROOT));
        return doc;
    }

    private static Element add(Document doc, Element parent, String name, String text) {
        Element e = doc.createElement(name);
        if (text != null) {
            e.setTextContent(text);
        }
        parent.appendChild(e);
        return e;
    }

    /** Parses XML content (elements and text, no single root needed) into nodes; refused when not well-formed. */
    private static List<Node> fragment(String xml) {
        Document wrapper;
        try {
            wrapper = parser().parse(new ByteArrayInputStream(("<ServiceData>" + xml + "</ServiceData>")
                    .getBytes(StandardCharsets.UTF_8)));
        } catch (SAXException | IOException e) {
            throw new InvalidShData("/" + ROOT + "/RepositoryData/ServiceData", "ServiceData is not well-formed XML: "
                    + e.getMessage());
        }
        List<Node> out = new ArrayList<>();
        for (Node n = wrapper.getDocumentElement().getFirstChild(); n != null; n = n.getNextSibling()) {
            out.add(n);
        }
        return out;
    }

    // ------------------------------------------------------------------ DOM plumbing

    private static String name(Node n) {
        return n.getLocalName() != null ? n.getLocalName() : n.getNodeName();
    }

    private static Element child(Element parent, String localName) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && localName.equals(name(e))) {
                return e;
            }
        }
        return null;
    }

    private static List<Element> children(Element parent, String localName) {
        List<Element> out = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && localName.equals(name(e))) {
                out.add(e);
            }
        }
        return out;
    }

    private static Element descendant(Element parent, String localName) {
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e) {
                if (localName.equals(name(e))) {
                    return e;
                }
                Element found = descendant(e, localName);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** An element's content (children) as XML text, without the element itself. */
    private static String content(Element e) {
        StringBuilder out = new StringBuilder();
        for (Node n = e.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeType() == Node.TEXT_NODE || n.getNodeType() == Node.CDATA_SECTION_NODE) {
                out.append(escape(n.getNodeValue()));
            } else if (n.getNodeType() == Node.ELEMENT_NODE) {
                out.append(new String(serialize(n, false), StandardCharsets.UTF_8));
            }
        }
        return out.toString();
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    private static byte[] serialize(Node node) {
        return serialize(node, true);
    }

    private static byte[] serialize(Node node, boolean declaration) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(512);
        try {
            Transformer t = TRANSFORMERS.get();
            t.setOutputProperty(OutputKeys.OMIT_XML_DECLARATION, declaration ? "no" : "yes");
            t.transform(new DOMSource(node), new StreamResult(out));
        } catch (TransformerException e) {
            throw new IllegalStateException("cannot serialize Sh-Data", e);
        }
        return out.toByteArray();
    }

    private static final DocumentBuilderFactory FACTORY = factory();

    private static DocumentBuilderFactory factory() {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setXIncludeAware(false);
        f.setExpandEntityReferences(false);
        try {
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser lacks a secure configuration", e);
        }
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        f.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        return f;
    }

    /** Errors end the parse, and nothing is printed (the JDK's default handler writes to stderr). */
    private static final ErrorHandler STRICT = new ErrorHandler() {
        @Override
        public void warning(SAXParseException e) {}

        @Override
        public void error(SAXParseException e) throws SAXException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXException {
            throw e;
        }
    };

    /** Parsers are not thread-safe; one per thread, reused (building one costs more than a small parse). */
    private static final ThreadLocal<DocumentBuilder> BUILDERS = ThreadLocal.withInitial(() -> {
        try {
            return FACTORY.newDocumentBuilder();
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    });

    private static final ThreadLocal<Transformer> TRANSFORMERS = ThreadLocal.withInitial(() -> {
        try {
            TransformerFactory tf = TransformerFactory.newInstance();
            tf.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            tf.setAttribute(XMLConstants.ACCESS_EXTERNAL_STYLESHEET, "");
            Transformer t = tf.newTransformer();
            t.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            t.setOutputProperty(OutputKeys.INDENT, "no");
            return t;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    });

    private static DocumentBuilder parser() {
        DocumentBuilder b = BUILDERS.get();
        b.reset();
        b.setErrorHandler(STRICT);
        return b;
    }
}
