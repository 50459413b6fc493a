// expect: compile -- GLSL ES 1.00 section 7: gl_Position is a vertex shader output
#version 100
precision mediump float;
void main() {
    gl_Position = vec4(0.0);
}
