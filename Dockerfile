# syntax=docker/dockerfile:1
#
# confirmd's container image. Build and run:
#
#   docker build -t confirmd --build-arg VERSION=0.1.0 \
#     --build-arg COMMIT=$(git rev-parse --short=12 HEAD) \
#     --build-arg BUILD_DATE=$(date -u +%Y-%m-%dT%H:%M:%SZ) .
#   docker run -p 8080:8080 -v confirmd-data:/data \
#     -e CONFIRMD_PUBLIC_URL=https://confirm.example.com confirmd
#
# The final image is scratch with a static binary (CGO_ENABLED=0), the CA
# certificates for HTTPS webhooks and providers, an empty /tmp and the /data
# volume; it runs as uid 65532, not root. The binary embeds the time zone
# database (time/tzdata, imported by internal/confirm), so the image needs
# no /usr/share/zoneinfo. `--target receiver` builds the example webhook
# receiver instead (docker-compose.yml uses both). What to set when running
# it: docs/operating.md, "Containers".
#
# A sandbox webhook receiver on the host (examples/receiver, say) is not at
# 127.0.0.1 from inside the container: that is the container itself. Give
# webhookUrl the host as http://host.docker.internal:3000/hooks/confirmd,
# which Docker Desktop resolves on its own and Linux needs
# --add-host=host.docker.internal:host-gateway for; have the receiver listen
# beyond loopback (RECEIVER_ADDR=0.0.0.0:3000); and, since that address is
# private and the image listens on 0.0.0.0, allow sandbox webhooks to it
# with -e CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS=true, on a machine only you use:
#
#   docker run -p 127.0.0.1:8080:8080 -v confirmd-data:/data \
#     --add-host=host.docker.internal:host-gateway \
#     -e CONFIRMD_SANDBOX_PRIVATE_WEBHOOKS=true confirmd

ARG GO_VERSION=1.26.8

FROM golang:${GO_VERSION}-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ARG VERSION=devel
ARG COMMIT=unknown
ARG BUILD_DATE=unknown
ENV CGO_ENABLED=0
RUN go build -trimpath \
      -ldflags "-s -w -X github.com/confirmd/confirmd/internal/version.version=${VERSION} -X github.com/confirmd/confirmd/internal/version.commit=${COMMIT} -X github.com/confirmd/confirmd/internal/version.date=${BUILD_DATE}" \
      -o /out/confirmd ./cmd/confirmd \
 && go build -trimpath -ldflags "-s -w" -o /out/receiver ./examples/receiver \
 && mkdir -p /out/data /out/tmp

# The example webhook receiver, listening on port 3000 of every interface.
FROM scratch AS receiver
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=build /out/receiver /receiver
USER 65532:65532
ENV RECEIVER_ADDR=0.0.0.0:3000
EXPOSE 3000
ENTRYPOINT ["/receiver"]

# confirmd itself: the default target, so it is built last.
FROM scratch AS confirmd
COPY --from=build /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=build --chmod=1777 /out/tmp /tmp
COPY --from=build --chown=65532:65532 /out/data /data
COPY --from=build /out/confirmd /confirmd
USER 65532:65532
WORKDIR /data
VOLUME /data
# docker logs keeps everything for good: the first start's sandbox key and
# secret go to /data/sandbox-credentials.env only, not to the log.
ENV CONFIRMD_ADDR=0.0.0.0:8080 \
    CONFIRMD_DATABASE_URL=sqlite:/data/confirmd.db \
    CONFIRMD_FIRST_START_PRINT=false
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["/confirmd", "healthcheck"]
ENTRYPOINT ["/confirmd"]
CMD ["serve"]
