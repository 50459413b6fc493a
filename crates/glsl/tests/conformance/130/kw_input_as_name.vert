// expect: fail -- GLSL 1.30 section 3.6: `input` is a keyword or reserved word here
#version 130
void main() {
    float input = 1.0;
}
