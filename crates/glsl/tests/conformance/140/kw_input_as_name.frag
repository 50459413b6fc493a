// expect: fail -- GLSL 1.40 section 3.6: `input` is a keyword or reserved word here
#version 140
void main() {
    float input = 1.0;
}
