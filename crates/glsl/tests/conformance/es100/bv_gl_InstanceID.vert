// expect: fail -- GLSL ES 1.00 section 7: gl_InstanceID is a vertex input from GLSL 1.40
#version 100
precision mediump float;
void main() {
    int i = gl_InstanceID;
}
