// expect: compile -- GLSL ES 1.00 section 7: gl_FragData is a fragment shader output
#version 100
precision mediump float;
void main() {
    gl_FragData[0] = vec4(1.0);
}
