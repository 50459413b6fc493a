// expect: fail -- GLSL ES 1.00 section 7: gl_FragCoord is read-only
#version 100
precision mediump float;
void main() {
    gl_FragCoord = vec4(0.0);
}
