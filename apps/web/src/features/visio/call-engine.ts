import type { IceServer, VisioSignal } from '@mb/contract/visio';

/**
 * The media side of an MB Visio call: one RTCPeerConnection per other participant (a mesh; at most
 * three). Signals travel through the server (`send`); the media never does.
 *
 * Who offers: of two peers, the one whose participant id sorts first, so exactly one side starts.
 * Each connection carries one audio and one video transceiver from the start, sending the local
 * tracks when there are any: muting, turning the camera off and screen sharing replace or disable a
 * sender's track and never need a new offer.
 */
type Outgoing = Exclude<VisioSignal, { kind: 'state' }>;

interface Peer {
  pc: RTCPeerConnection;
  stream: MediaStream;
  /** Candidates that came before the remote description. */
  pendingIce: RTCIceCandidateInit[];
  offerer: boolean;
}

export interface CallEngineOptions {
  selfId: string;
  iceServers: IceServer[];
  send: (signal: Outgoing) => boolean;
  /** The remote streams changed (a track arrived, a peer left). */
  onStreams: (streams: Map<string, MediaStream>) => void;
}

export class CallEngine {
  private readonly peers = new Map<string, Peer>();
  private audio: MediaStreamTrack | null = null;
  private video: MediaStreamTrack | null = null;
  private closed = false;

  constructor(private readonly opts: CallEngineOptions) {}

  /** The tracks sent to every peer (null: nothing of that kind). */
  setTracks(audio: MediaStreamTrack | null, video: MediaStreamTrack | null): void {
    this.audio = audio;
    this.video = video;
    for (const peer of this.peers.values()) this.attachTracks(peer);
  }

  /** The peers in the call now (connected ones): new ones are connected to, gone ones closed. */
  sync(peerIds: string[]): void {
    if (this.closed) return;
    const wanted = new Set(peerIds.filter((id) => id !== this.opts.selfId));
    for (const id of [...this.peers.keys()]) if (!wanted.has(id)) this.drop(id);
    for (const id of wanted) {
      if (this.peers.has(id)) continue;
      // The other side offers: its connection is made when its offer arrives.
      if (this.opts.selfId < id) void this.offerTo(id);
    }
  }

  async handle(from: string, signal: VisioSignal): Promise<void> {
    if (this.closed || signal.kind === 'state') return;
    try {
      if (signal.kind === 'offer') {
        let peer = this.peers.get(from);
        if (peer?.offerer) {
          // Both sides offered (should not happen with the id rule): the lower id's offer wins.
          if (this.opts.selfId < from) return;
          this.drop(from);
          peer = undefined;
        }
        peer ??= this.create(from, false);
        await peer.pc.setRemoteDescription({ type: 'offer', sdp: signal.sdp });
        for (const t of peer.pc.getTransceivers()) t.direction = 'sendrecv';
        this.attachTracks(peer);
        await peer.pc.setLocalDescription(await peer.pc.createAnswer());
        await this.flushIce(peer);
        this.opts.send({ kind: 'answer', to: from, sdp: peer.pc.localDescription?.sdp ?? '' });
      } else if (signal.kind === 'answer') {
        const peer = this.peers.get(from);
        if (peer?.pc.signalingState !== 'have-local-offer') return;
        await peer.pc.setRemoteDescription({ type: 'answer', sdp: signal.sdp });
        await this.flushIce(peer);
      } else if (signal.kind === 'ice' && signal.candidate) {
        const peer = this.peers.get(from);
        if (!peer) return;
        const candidate: RTCIceCandidateInit = {
          candidate: signal.candidate.candidate,
          sdpMid: signal.candidate.sdpMid ?? null,
          sdpMLineIndex: signal.candidate.sdpMLineIndex ?? null,
          usernameFragment: signal.candidate.usernameFragment ?? null,
        };
        if (peer.pc.remoteDescription) await peer.pc.addIceCandidate(candidate);
        else peer.pendingIce.push(candidate);
      }
    } catch (e) {
      console.warn('visio: signal failed', e);
    }
  }

  /** The peer connections, for the page's diagnostics (inbound video stats). */
  connections(): RTCPeerConnection[] {
    return [...this.peers.values()].map((p) => p.pc);
  }

  close(): void {
    this.closed = true;
    for (const id of [...this.peers.keys()]) this.drop(id);
  }

  private create(id: string, offerer: boolean): Peer {
    const pc = new RTCPeerConnection({ iceServers: this.opts.iceServers as RTCIceServer[] });
    const peer: Peer = { pc, stream: new MediaStream(), pendingIce: [], offerer };
    this.peers.set(id, peer);
    pc.onicecandidate = (e) => {
      if (!e.candidate) return;
      const c = e.candidate.toJSON();
      this.opts.send({
        kind: 'ice',
        to: id,
        candidate: {
          candidate: c.candidate ?? '',
          sdpMid: c.sdpMid ?? null,
          sdpMLineIndex: c.sdpMLineIndex ?? null,
          usernameFragment: c.usernameFragment ?? null,
        },
      });
    };
    pc.ontrack = (e) => {
      if (!peer.stream.getTracks().includes(e.track)) peer.stream.addTrack(e.track);
      // A new MediaStream object, so a <video> given it starts playing the added track.
      peer.stream = new MediaStream(peer.stream.getTracks());
      this.emit();
    };
    pc.onconnectionstatechange = () => {
      // A broken path (a network change): the offering side tries again with an ICE restart.
      if (pc.connectionState === 'failed' && peer.offerer && !this.closed) {
        void pc
          .createOffer({ iceRestart: true })
          .then((o) => pc.setLocalDescription(o))
          .then(() => this.opts.send({ kind: 'offer', to: id, sdp: pc.localDescription?.sdp ?? '' }))
          .catch(() => {});
      }
    };
    return peer;
  }

  private async offerTo(id: string) {
    const peer = this.create(id, true);
    peer.pc.addTransceiver('audio', { direction: 'sendrecv' });
    peer.pc.addTransceiver('video', { direction: 'sendrecv' });
    this.attachTracks(peer);
    try {
      await peer.pc.setLocalDescription(await peer.pc.createOffer());
      this.opts.send({ kind: 'offer', to: id, sdp: peer.pc.localDescription?.sdp ?? '' });
    } catch (e) {
      console.warn('visio: offer failed', e);
    }
  }

  private attachTracks(peer: Peer) {
    for (const t of peer.pc.getTransceivers()) {
      const kind = t.receiver.track.kind;
      const track = kind === 'audio' ? this.audio : this.video;
      if (t.sender.track !== track) void t.sender.replaceTrack(track).catch(() => {});
    }
  }

  private async flushIce(peer: Peer) {
    const queued = peer.pendingIce.splice(0);
    for (const c of queued) await peer.pc.addIceCandidate(c).catch(() => {});
  }

  private drop(id: string) {
    const peer = this.peers.get(id);
    if (!peer) return;
    this.peers.delete(id);
    peer.pc.onicecandidate = null;
    peer.pc.ontrack = null;
    peer.pc.onconnectionstatechange = null;
    peer.pc.close();
    this.emit();
  }

  private emit() {
    this.opts.onStreams(new Map([...this.peers].map(([id, p]) => [id, p.stream])));
  }
}
