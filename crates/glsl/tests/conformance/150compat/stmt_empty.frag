// expect: compile -- GLSL 1.50 (compatibility) section 6: an empty statement
#version 150 compatibility
void main() {
    ;;
}
