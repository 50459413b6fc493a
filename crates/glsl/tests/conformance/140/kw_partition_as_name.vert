// expect: fail -- GLSL 1.40 section 3.6: `partition` is a keyword or reserved word here
#version 140
void main() {
    float partition = 1.0;
}
