#version 100
uniform sampler2D u_height;
uniform samplerCube u_env;
attribute vec2 a_uv;
varying vec4 v_a;
varying vec4 v_b;
void main() {
    v_a = texture2DLod(u_height, a_uv, 2.0) + texture2DProjLod(u_height, vec3(a_uv, 2.0), 1.0);
    v_b = textureCubeLod(u_env, vec3(a_uv, 1.0), 0.0);
    gl_Position = vec4(a_uv, 0.0, 1.0);
}
// run: {"inputs": {"a_uv": [0.5, 1.0]}, "uniforms": {"u_env": 1}, "expect": {"v_a": [0.75, 1.5, 0, 3], "v_b": [0.5, 1, 1, 10]}}
