// expect: fail -- GLSL 1.40 section 4.3.5.1: blocks are declared at global scope
#version 140
void main() {
    uniform L { float k; };
}
