// expect: fail -- GLSL ES 1.00 section 5.8: whole arrays may be assigned from GLSL 1.20
#version 100
precision mediump float;
void main() {
    float a[2]; float b[2]; a = b;
}
