// expect: fail -- GLSL 1.10 section 3.6: `sizeof` is a keyword or reserved word here
#version 110
void main() {
    float sizeof = 1.0;
}
