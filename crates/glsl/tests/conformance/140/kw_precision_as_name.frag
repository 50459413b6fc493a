// expect: fail -- GLSL 1.40 section 3.6: `precision` is a keyword or reserved word here
#version 140
void main() {
    float precision = 1.0;
}
