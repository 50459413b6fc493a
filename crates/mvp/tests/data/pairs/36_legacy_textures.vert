#version 120
attribute vec4 pos;
uniform sampler2D displacement;
varying vec4 uv;
void main() {
    uv = pos;
    vec4 d = texture2DLod(displacement, pos.xy, 1.0) + texture2DProjLod(displacement, pos, 0.5);
    gl_Position = pos + d * 0.01;
}
