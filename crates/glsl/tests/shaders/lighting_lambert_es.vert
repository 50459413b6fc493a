#version 100
// Per-vertex Lambert term.
attribute vec3 a_position;
attribute vec3 a_normal;
uniform vec3 u_lightDir;
varying float v_diffuse;
void main() {
    v_diffuse = max(dot(normalize(a_normal), normalize(u_lightDir)), 0.0);
    gl_Position = vec4(a_position, 1.0);
}
// run: {"inputs": {"a_position": [0, 0, 0], "a_normal": [0, 0, 2]}, "uniforms": {"u_lightDir": [0, 0, 1]}, "expect": {"v_diffuse": 1}}
// run: {"inputs": {"a_position": [0, 0, 0], "a_normal": [1, 0, 0]}, "uniforms": {"u_lightDir": [0, 0, 1]}, "expect": {"v_diffuse": 0}}
// run: {"inputs": {"a_position": [0, 0, 0], "a_normal": [0, 0, -1]}, "uniforms": {"u_lightDir": [0, 0, 1]}, "expect": {"v_diffuse": 0}}
// run: {"inputs": {"a_position": [0, 0, 0], "a_normal": [0, 3, 4]}, "uniforms": {"u_lightDir": [0, 0, 1]}, "expect": {"v_diffuse": 0.8}}
