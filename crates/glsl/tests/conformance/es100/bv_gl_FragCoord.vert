// expect: fail -- GLSL ES 1.00 section 7: gl_FragCoord is a fragment shader input
#version 100
precision mediump float;
void main() {
    vec4 p = gl_FragCoord;
}
