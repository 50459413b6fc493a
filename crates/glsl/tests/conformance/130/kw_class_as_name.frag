// expect: fail -- GLSL 1.30 section 3.6: `class` is a keyword or reserved word here
#version 130
void main() {
    float class = 1.0;
}
