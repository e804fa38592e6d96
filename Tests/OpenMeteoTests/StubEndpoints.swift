import OpenMeteo
import OpenMeteoStub

extension StubOpenMeteo {
    /// Both services at the stub.
    var endpoints: OpenMeteoEndpoints { OpenMeteoEndpoints(geocoding: base, forecast: base) }
}
