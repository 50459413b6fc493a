// expect: fail -- GLSL 1.30 section 3.6: `sizeof` is a keyword or reserved word here
#version 130
void main() {
    float sizeof = 1.0;
}
