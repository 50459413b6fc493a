// expect: fail -- GLSL 1.10 section 3.6: `class` is a keyword or reserved word here
#version 110
void main() {
    float class = 1.0;
}
