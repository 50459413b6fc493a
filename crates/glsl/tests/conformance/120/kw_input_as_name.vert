// expect: fail -- GLSL 1.20 section 3.6: `input` is a keyword or reserved word here
#version 120
void main() {
    float input = 1.0;
}
