// expect: fail -- GLSL 1.30 section 3.6: `partition` is a keyword or reserved word here
#version 130
void main() {
    float partition = 1.0;
}
