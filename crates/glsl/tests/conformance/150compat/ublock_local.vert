// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: blocks are declared at global scope
#version 150 compatibility
void main() {
    uniform L { float k; };
}
