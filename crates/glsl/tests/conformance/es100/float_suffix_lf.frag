// expect: fail -- GLSL ES 1.00 section 4.1.4: the lf suffix (double) does not exist before GLSL 4.00
#version 100
precision mediump float;
void main() {
    float a = 1.0lf;
}
