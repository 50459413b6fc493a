// expect: fail -- GLSL 1.10 section 3.6: `input` is a keyword or reserved word here
#version 110
void main() {
    float input = 1.0;
}
