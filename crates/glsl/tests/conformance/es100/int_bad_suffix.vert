// expect: fail -- GLSL ES 1.00 section 4.1.3: an integer literal takes no suffix other than u/U
#version 100
precision mediump float;
void main() {
    int i = 1l;
}
