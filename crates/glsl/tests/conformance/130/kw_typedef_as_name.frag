// expect: fail -- GLSL 1.30 section 3.6: `typedef` is a keyword or reserved word here
#version 130
void main() {
    float typedef = 1.0;
}
