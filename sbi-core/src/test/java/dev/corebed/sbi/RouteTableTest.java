package dev.corebed.sbi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

class RouteTableTest {

    static final SbiHandler OK = r -> CompletableFuture.completedFuture(SbiResponse.noContent());

    final RouteTable table = new RouteTable(List.of(
            Route.get("/nnrf-nfm/v1/nf-instances").operation("GetNFInstances").to(OK),
            Route.get("/nnrf-nfm/v1/nf-instances/{nfInstanceID}").operation("GetNFInstance").to(OK),
            Route.put("/nnrf-nfm/v1/nf-instances/{nfInstanceID}").operation("RegisterNFInstance").to(OK),
            Route.post("/nnrf-nfm/v1/subscriptions").operation("CreateSubscription").to(OK)), "nrf");

    @Test
    void matchesLiteralAndTemplatedPathsByMethod() {
        var found = (RouteTable.Found) table.lookup("PUT", "/nnrf-nfm/v1/nf-instances/abc");
        assertThat(found.match().route().route().operation()).isEqualTo("RegisterNFInstance");
        assertThat(found.match().pathParams()).containsEntry("nfInstanceID", "abc");
        var list = (RouteTable.Found) table.lookup("GET", "/nnrf-nfm/v1/nf-instances");
        assertThat(list.match().route().route().operation()).isEqualTo("GetNFInstances");
    }

    @Test
    void aLiteralPathAndATemplateThatCoversItKeepTheirOwnMethods() {
        RouteTable t = new RouteTable(List.of(
                Route.post("/things/bulk").operation("Bulk").to(OK),
                Route.get("/things/{id}").operation("GetThing").to(OK)), "x");
        assertThat(((RouteTable.Found) t.lookup("POST", "/things/bulk")).match().route().route().operation()).isEqualTo("Bulk");
        var get = (RouteTable.Found) t.lookup("GET", "/things/bulk");
        assertThat(get.match().pathParams()).containsEntry("id", "bulk");
        assertThat(((RouteTable.WrongMethod) t.lookup("DELETE", "/things/bulk")).allowed()).containsExactlyInAnyOrder("POST", "GET");
    }

    @Test
    void ignoresOneTrailingSlash() {
        var found = (RouteTable.Found) table.lookup("GET", "/nnrf-nfm/v1/nf-instances/");
        assertThat(found.match().route().route().operation()).isEqualTo("GetNFInstances");
        var templated = (RouteTable.Found) table.lookup("GET", "/nnrf-nfm/v1/nf-instances/abc/");
        assertThat(templated.match().pathParams()).containsEntry("nfInstanceID", "abc");
    }

    @Test
    void decodesPercentEncodedPathParameters() {
        var found = (RouteTable.Found) table.lookup("GET", "/nnrf-nfm/v1/nf-instances/a%20b");
        assertThat(found.match().pathParams()).containsEntry("nfInstanceID", "a b");
    }

    @Test
    void aPathThatDoesNotDecodeIsBadPathWhateverItMatches() {
        for (String id : new String[] {"%", "%zz", "%C0%AF", "%E0%A4%A", "%FF"}) {
            assertThat(table.lookup("GET", "/nnrf-nfm/v1/nf-instances/" + id)).as(id).isInstanceOf(RouteTable.BadPath.class);
            assertThat(table.lookup("DELETE", "/nnrf-nfm/v1/nf-instances/" + id)).as(id).isInstanceOf(RouteTable.BadPath.class);
            assertThat(table.lookup("GET", "/nnrf-nfm/v1/nothing/" + id)).as(id).isInstanceOf(RouteTable.BadPath.class);
        }
        assertThat(((RouteTable.BadPath) table.lookup("GET", "/nnrf-nfm/v1/nf-instances/%zz")).detail()).contains("nfInstanceID");
        var plus = (RouteTable.Found) table.lookup("GET", "/nnrf-nfm/v1/nf-instances/a+b%2B%C3%A9");
        assertThat(plus.match().pathParams()).containsEntry("nfInstanceID", "a+b+é");
    }

    @Test
    void tellsWrongMethodFromUnknownResource() {
        assertThat(table.lookup("DELETE", "/nnrf-nfm/v1/subscriptions")).isInstanceOf(RouteTable.WrongMethod.class);
        assertThat(((RouteTable.WrongMethod) table.lookup("DELETE", "/nnrf-nfm/v1/nf-instances/x")).allowed())
                .containsExactlyInAnyOrder("GET", "PUT");
        assertThat(table.lookup("GET", "/nnrf-nfm/v1/nf-instances/x/extra")).isInstanceOf(RouteTable.NotFound.class);
        assertThat(table.lookup("GET", "/nnrf-nfm/v1/nf-instances//")).isInstanceOf(RouteTable.NotFound.class);
        assertThat(table.lookup("GET", "/")).isInstanceOf(RouteTable.NotFound.class);
    }
}
