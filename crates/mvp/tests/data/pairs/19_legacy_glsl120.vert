#version 120
attribute vec4 position;
attribute vec2 texcoord;
uniform mat4 u_mvp;
varying vec2 v_texcoord;
varying vec4 v_color;
void main() {
    gl_Position = u_mvp * position;
    v_texcoord = texcoord;
    v_color = vec4(texcoord, 0.5, 1.0);
}
