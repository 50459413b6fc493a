#version 120

varying vec2 v_texcoord;
varying vec4 v_color;
uniform sampler2D u_tex;
void main() {
    gl_FragColor = texture2D(u_tex, v_texcoord) * v_color + texture2DProj(u_tex, vec3(v_texcoord, 4.0));
}
